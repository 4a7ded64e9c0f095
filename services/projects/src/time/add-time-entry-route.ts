import type { Endpoints } from "@atelier/contracts";
import { fromDateOnly, type Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toTimeEntryResponse, withMember } from "./time-response";

/** POST /api/projects/:id/time-entries: 201 with the caller's new entry. */
export function addTimeEntryRoute({ prisma, changes }: ProjectsDeps): RouteHandler<Endpoints["addTimeEntry"], Staff, Project> {
  return async (_req, res, { caller, record: project, body: { date, ...entry } }) => {
    const created = await prisma.timeEntry.create({ data: { ...entry, date: fromDateOnly(date), projectId: project.id, userId: caller.userId }, include: withMember });
    changes.announce(project.id, "time", created.id);
    res.status(201).json(toTimeEntryResponse(created));
  };
}
