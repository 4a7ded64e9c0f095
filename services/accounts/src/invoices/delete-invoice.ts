import { INVOICE_RULES, type Endpoints } from "@atelier/contracts";
import type { Invoice } from "@atelier/db";
import { assertStateAllows, recordActivity, type RouteHandler, type Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { lockInvoice } from "./find-invoice";
import { invoiceRecord } from "./invoice-activity";

/** DELETE /api/invoices/:id: a draft goes, freeing what it billed of its quote; 409 once it is issued. */
export function deleteInvoice({ prisma, changes }: AccountsDeps): RouteHandler<Endpoints["deleteInvoice"], Staff, Invoice> {
  return async (_req, res, { record: invoice }) => {
    await prisma.$transaction(async (tx) => {
      assertStateAllows(INVOICE_RULES, (await lockInvoice(tx, invoice.id)).status, "delete");
      await tx.invoice.delete({ where: { id: invoice.id } });
      await recordActivity(tx, { studioId: invoice.studioId, projectId: invoice.projectId, record: invoiceRecord(invoice), action: "deleted" });
    });
    changes.announce(invoice.projectId, "invoices", invoice.id);
    res.status(204).end();
  };
}
