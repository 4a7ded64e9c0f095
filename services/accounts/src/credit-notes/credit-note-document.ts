import { toDateOnly, type PrismaClient } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";
import { formatDay } from "@atelier/kit/pdf/print-formats";
import { fractionAsPercent, toMoneyString } from "@atelier/money";
import type { InvoiceParties } from "../invoices/invoice-parties";
import { letterheadOf, projectLabel, type TaxDocument } from "../invoice-pdf/tax-document";

/**
 * A credit note as its PDF prints it (VAT Act s 21): "Credit Note", both parties, its number and date, the invoice it
 * credits, the lines it credits (or one line for a credit by amount), the amount and its VAT, and why.
 */
export async function creditNoteDocumentOf(prisma: PrismaClient, storage: ObjectStorage, creditNoteId: string, { copy }: { copy: boolean }): Promise<TaxDocument> {
  const note = await prisma.creditNote.findUniqueOrThrow({ where: { id: creditNoteId }, include: { invoice: { select: { number: true, issueDate: true } }, lines: { orderBy: { sortOrder: "asc" } } } });
  const parties = note.parties as unknown as InvoiceParties;
  const charged = !note.vatRate.isZero();
  const invoiceNumber = note.invoice.number ?? "";
  const subtotal = toMoneyString(note.subtotal);
  return {
    title: "Credit Note",
    number: note.number,
    issueDate: toDateOnly(note.issueDate),
    project: projectLabel(parties),
    abridged: false,
    copy,
    studio: await letterheadOf(prisma, storage, note.studioId, parties),
    facts: [["Credits invoice", invoiceNumber], ...(note.invoice.issueDate ? [["Invoice date", formatDay(toDateOnly(note.invoice.issueDate))] as [string, string]] : [])],
    recipient: parties.recipient,
    lines:
      note.lines.length > 0
        ? note.lines.map((line) => ({ description: line.description, quantity: line.quantity.toNumber(), unitPrice: toMoneyString(line.unitPrice), lineTotal: toMoneyString(line.lineTotal) }))
        : [{ description: `Credit against ${invoiceNumber}`, quantity: 1, unitPrice: subtotal, lineTotal: subtotal }],
    totals: { subtotal, vat: toMoneyString(note.vat), total: toMoneyString(note.total), vatPercent: charged ? String(Number(fractionAsPercent(note.vatRate))) : null },
    totalWords: { subtotal: "Credit", total: "Total credit" },
    notes: { heading: "REASON", text: note.reason },
    payment: null,
    terms: null,
  };
}
