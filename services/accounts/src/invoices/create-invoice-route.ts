import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { createInvoice } from "./create-invoice";
import { invoiceAnswer } from "./invoice-answer";

/** POST /api/projects/:id/invoices: 201 with the new draft. */
export function createInvoiceRoute({ prisma, changes }: AccountsDeps): RouteHandler<Endpoints["createInvoice"], Staff, Project> {
  return async (_req, res, { caller, record: project, body }) => {
    const id = await createInvoice(prisma, project, body, { createdById: caller.userId });
    changes.announce(project.id, "invoices", id);
    res.status(201).json(await invoiceAnswer(prisma, id, project.studioId));
  };
}
