import type { Endpoints } from "@atelier/contracts";
import type { Invoice } from "@atelier/db";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { invoiceAnswer } from "./invoice-answer";

/** GET /api/invoices/:id: the invoice with its lines. */
export function getInvoice({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["invoice"], Staff, Invoice> {
  return async (_req, res, { record: invoice }) => {
    res.json(await invoiceAnswer(prisma, invoice.id, invoice.studioId));
  };
}
