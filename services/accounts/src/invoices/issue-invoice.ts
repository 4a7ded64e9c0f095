import { ABRIDGED_TAX_INVOICE_LIMIT, INVOICE_RULES, invoiceIssuedEvent, studioDay } from "@atelier/contracts";
import { daysAfter, fromDateOnly, toDateOnly, type Invoice, type PrismaClient } from "@atelier/db";
import { assertStateAllows, conflict, recordActivity, uuidFrom, writeEvent } from "@atelier/kit";
import { formatRand, toCents } from "@atelier/money";
import { applyCredit } from "../payments/apply-credit";
import { lockProjectPayments } from "../payments/project-payments-lock";
import { redraft } from "./draft-billing";
import { findInvoice, lockInvoice } from "./find-invoice";
import { invoicePartiesOf } from "./invoice-parties";
import { nextInvoiceNumber } from "./invoice-number";
import { invoiceRecord } from "./invoice-activity";

/**
 * POST /api/invoices/:id/issue: the draft is worked out once more at the VAT rate of today (the issue date), takes the
 * studio's next number, its due date after the studio's payment terms and the parties as they now are, and is locked
 * for good (the database refuses any later change to it). A tax invoice of more than R 5,000 names its recipient
 * and their address (VAT Act s 20(4)), so the project must have both. Its invoice.issued event commits with it.
 */
export async function issueInvoice(prisma: PrismaClient, invoice: Pick<Invoice, "id" | "projectId" | "studioId">): Promise<void> {
  await prisma.$transaction(async (tx) => {
    // The project cannot be deleted while one of its invoices is being issued.
    await tx.$queryRaw`SELECT id FROM projects WHERE id = ${invoice.projectId}::uuid FOR SHARE`;
    await lockProjectPayments(tx, invoice.projectId);
    assertStateAllows(INVOICE_RULES, (await lockInvoice(tx, invoice.id)).status, "issue");
    const studio = await tx.studio.findUniqueOrThrow({ where: { id: invoice.studioId } });
    const project = await tx.project.findUniqueOrThrow({ where: { id: invoice.projectId } });
    const issueDay = studioDay(new Date(), studio.timeZone);
    const figures = await redraft(tx, await findInvoice(tx, invoice.id), studio.vatRegistered, issueDay);
    if (studio.vatRegistered && toCents(figures.total).gt(ABRIDGED_TAX_INVOICE_LIMIT) && !(project.clientName?.trim() && project.address?.trim())) {
      throw conflict(`A tax invoice over ${formatRand(ABRIDGED_TAX_INVOICE_LIMIT)} names the client and their address: add both to the project first`);
    }
    const number = await nextInvoiceNumber(tx, studio.id, Number(issueDay.slice(0, 4)));
    const dueDate = daysAfter(issueDay, studio.paymentTermsDays);
    const { kind } = await tx.invoice.update({
      where: { id: invoice.id },
      data: { status: "issued", number, issueDate: fromDateOnly(issueDay), dueDate, parties: { ...invoicePartiesOf(studio, project) } },
    });
    const payload = { invoiceId: invoice.id, projectId: project.id, studioId: studio.id, number, kind, total: figures.total, dueDate: toDateOnly(dueDate) };
    await writeEvent(tx, invoiceIssuedEvent, uuidFrom(`${invoice.id}:${invoiceIssuedEvent.name}`), payload);
    const changes = [{ field: "total", label: "Total", before: null, after: formatRand(figures.total) }, { field: "dueDate", label: "Due", before: null, after: toDateOnly(dueDate) }];
    await recordActivity(tx, { studioId: studio.id, projectId: project.id, record: invoiceRecord({ id: invoice.id, kind, number }), action: "issued", changes });
    // The client's credit from earlier payments goes to the new invoice at once.
    await applyCredit(tx, project.id);
  });
}
