import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { billTime } from "./bill-time";
import { invoiceAnswer } from "./invoice-answer";

/** POST /api/projects/:id/time-entries/bill: 201 with the draft fee invoice that now bills the project's unbilled time. */
export function billTimeRoute({ prisma, changes }: AccountsDeps): RouteHandler<Endpoints["billTime"], Staff, Project> {
  return async (_req, res, { caller, record: project }) => {
    const id = await billTime(prisma, project, caller.userId);
    changes.announce(project.id, "invoices", id);
    changes.announce(project.id, "time");
    res.status(201).json(await invoiceAnswer(prisma, id, project.studioId));
  };
}
