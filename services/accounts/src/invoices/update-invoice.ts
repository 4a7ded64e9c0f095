import { INVOICE_RULES, invoiceUpdateProblems, studioDay, type UpdateInvoiceBody } from "@atelier/contracts";
import type { Invoice, PrismaClient } from "@atelier/db";
import { assertStateAllows, fieldErrors, HttpError, recordActivity, VALIDATION_FAILED } from "@atelier/kit";
import { formatRand } from "@atelier/money";
import { redraft } from "./draft-billing";
import { findInvoice, lockInvoice } from "./find-invoice";
import { invoiceRecord } from "./invoice-activity";

/** PUT /api/invoices/:id: the draft worked out again with what was sent, at today's VAT rate; 409 once it is issued. */
export async function updateInvoice(prisma: PrismaClient, invoice: Invoice, body: UpdateInvoiceBody): Promise<void> {
  const problems = invoiceUpdateProblems(invoice.kind, body);
  if (problems.length > 0) throw new HttpError(400, VALIDATION_FAILED, fieldErrors(problems));
  await prisma.$transaction(async (tx) => {
    assertStateAllows(INVOICE_RULES, (await lockInvoice(tx, invoice.id)).status, "edit");
    const studio = await tx.studio.findUniqueOrThrow({ where: { id: invoice.studioId }, select: { vatRegistered: true, timeZone: true } });
    const figures = await redraft(tx, await findInvoice(tx, invoice.id), studio.vatRegistered, studioDay(new Date(), studio.timeZone), body);
    const changes = invoice.total.equals(figures.total) ? [] : [{ field: "total", label: "Total", before: formatRand(invoice.total), after: formatRand(figures.total) }];
    await recordActivity(tx, { studioId: invoice.studioId, projectId: invoice.projectId, record: invoiceRecord(invoice), action: "updated", changes });
  });
}
