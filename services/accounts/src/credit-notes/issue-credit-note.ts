import { creditNoteIssuedEvent, INVOICE_RULES, type createCreditNoteRequestSchema } from "@atelier/contracts";
import { fromDateOnly, nextStudioSequence, type Invoice, type Prisma, type PrismaClient } from "@atelier/db";
import { assertStateAllows, fieldRefused, recordActivity, studioToday, writeEvent } from "@atelier/kit";
import { afterCredits, creditTotals, formatRand, toCents, toMoneyString } from "@atelier/money";
import type { z } from "zod";
import { lockInvoice } from "../invoices/find-invoice";
import { lockProjectPayments } from "../payments/project-payments-lock";
import { settleInvoices } from "../payments/settle-invoices";
import { creditNoteRecord } from "./credit-note-activity";
import { creditedLines, type CreditedLine } from "./credited-lines";
import { releaseOverpayment } from "./release-overpayment";

type CreditNoteBody = z.output<typeof createCreditNoteRequestSchema>;

/** What the credit note credits: the amount given, or the lines chosen and their amount. */
async function creditOf(tx: Prisma.TransactionClient, invoiceId: string, body: CreditNoteBody): Promise<{ amount: string; lines: CreditedLine[] }> {
  if (body.lines) return creditedLines(tx, invoiceId, body.lines);
  if (body.amount === undefined) throw fieldRefused("amount", "Credit either an amount or lines of the invoice");
  return { amount: body.amount, lines: [] };
}

/** The next credit note number of a studio, "CN-2026-0001": like invoices, gap-free per year. */
async function nextCreditNoteNumber(tx: Prisma.TransactionClient, studioId: string, year: number): Promise<string> {
  return `CN-${year}-${String(await nextStudioSequence(tx, studioId, `credit-note:${year}`)).padStart(4, "0")}`;
}

/**
 * A credit note against an issued invoice: `amount` before VAT, or the amount of the invoice's `lines` it credits
 * (creditedLines), at most what of the invoice is not yet credited, VAT at the invoice's rate. The invoice's credited amount and balance follow; what was paid beyond what it now asks becomes the
 * client's credit. Numbered, dated and kept for good (a trigger refuses any change); its credit-note.issued event
 * commits with it. Answers its id.
 */
export async function issueCreditNote(prisma: PrismaClient, invoice: Pick<Invoice, "id" | "projectId" | "studioId">, createdById: string, body: CreditNoteBody): Promise<string> {
  const { reason } = body;
  return prisma.$transaction(async (tx) => {
    await lockProjectPayments(tx, invoice.projectId);
    assertStateAllows(INVOICE_RULES, (await lockInvoice(tx, invoice.id)).status, "credit");
    const { amount, lines } = await creditOf(tx, invoice.id, body);
    const credited = await tx.invoice.findUniqueOrThrow({ where: { id: invoice.id }, include: { creditNotes: { select: { subtotal: true, vat: true } } } });
    const uncredited = afterCredits(credited);
    if (toCents(amount).gt(uncredited.subtotal)) throw fieldRefused(body.lines ? "lines" : "amount", `At most ${formatRand(uncredited.subtotal)} of ${credited.number} is left to credit, before VAT`);
    const totals = creditTotals(amount, credited.vatRate, uncredited);
    const issueDay = await studioToday(tx, invoice.studioId);
    const note = await tx.creditNote.create({
      data: {
        studioId: invoice.studioId,
        projectId: invoice.projectId,
        invoiceId: invoice.id,
        number: await nextCreditNoteNumber(tx, invoice.studioId, Number(issueDay.slice(0, 4))),
        reason,
        issueDate: fromDateOnly(issueDay),
        vatRate: credited.vatRate,
        ...totals,
        parties: credited.parties ?? {},
        createdById,
        lines: { create: lines },
      },
    });
    await tx.invoice.update({ where: { id: invoice.id }, data: { amountCredited: toMoneyString(toCents(credited.amountCredited).plus(totals.total)) } });
    await releaseOverpayment(tx, invoice.id);
    await settleInvoices(tx, [invoice.id]);
    const payload = { creditNoteId: note.id, invoiceId: invoice.id, projectId: invoice.projectId, studioId: invoice.studioId, number: note.number, invoiceNumber: credited.number ?? "", total: totals.total, reason };
    await writeEvent(tx, creditNoteIssuedEvent, note.id, payload);
    const changes = [{ field: "total", label: "Total", before: null, after: formatRand(totals.total) }];
    await recordActivity(tx, { studioId: invoice.studioId, projectId: invoice.projectId, record: creditNoteRecord(note), action: "issued", changes });
    return note.id;
  });
}
