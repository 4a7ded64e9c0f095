import type { Endpoints } from "@atelier/contracts";
import type { Invoice } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { keptInvoicePdf } from "../invoice-pdf/kept-invoice-pdf";
import { invoiceAnswer } from "./invoice-answer";
import { issueInvoice } from "./issue-invoice";

/**
 * POST /api/invoices/:id/issue: the invoice as issued, with its number and dates. Its PDF is rendered and kept at once;
 * should that fail, the first download or e-mail of it does it.
 */
export function issueInvoiceRoute(deps: AccountsDeps): RouteHandler<Endpoints["issueInvoice"], Staff, Invoice> {
  const { prisma, changes, logger } = deps;
  return async (_req, res, { record: invoice }) => {
    await issueInvoice(prisma, invoice);
    changes.announce(invoice.projectId, "invoices", invoice.id);
    await keptInvoicePdf(deps, invoice.id).catch((error: unknown) => logger.warn({ err: error, invoiceId: invoice.id }, "the issued invoice's PDF was not kept yet"));
    res.json(await invoiceAnswer(prisma, invoice.id, invoice.studioId));
  };
}
