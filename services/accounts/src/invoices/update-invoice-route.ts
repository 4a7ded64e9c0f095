import type { Endpoints } from "@atelier/contracts";
import type { Invoice } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { invoiceAnswer } from "./invoice-answer";
import { updateInvoice } from "./update-invoice";

/** PUT /api/invoices/:id: the draft as it now is. */
export function updateInvoiceRoute({ prisma, changes }: AccountsDeps): RouteHandler<Endpoints["updateInvoice"], Staff, Invoice> {
  return async (_req, res, { record: invoice, body }) => {
    await updateInvoice(prisma, invoice, body);
    changes.announce(invoice.projectId, "invoices", invoice.id);
    res.json(await invoiceAnswer(prisma, invoice.id, invoice.studioId));
  };
}
