import type { Endpoints } from "@atelier/contracts";
import type { Invoice } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { invoiceAnswer } from "./invoice-answer";
import { issueInvoice } from "./issue-invoice";

/** POST /api/invoices/:id/issue: the invoice as issued, with its number and dates. */
export function issueInvoiceRoute({ prisma, changes }: AccountsDeps): RouteHandler<Endpoints["issueInvoice"], Staff, Invoice> {
  return async (_req, res, { record: invoice }) => {
    await issueInvoice(prisma, invoice);
    changes.announce(invoice.projectId, "invoices", invoice.id);
    res.json(await invoiceAnswer(prisma, invoice.id, invoice.studioId));
  };
}
