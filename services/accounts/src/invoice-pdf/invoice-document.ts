import { ABRIDGED_TAX_INVOICE_LIMIT, invoiceDocumentTitle } from "@atelier/contracts";
import { toDateOnly, type PrismaClient } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";
import { formatDay } from "@atelier/kit/pdf/print-formats";
import { fractionAsPercent, toCents, toMoneyString } from "@atelier/money";
import type { InvoiceParties } from "../invoices/invoice-parties";
import { letterheadOf, projectLabel, type TaxDocument } from "./tax-document";

/** An invoice's document: it always says where and by when to pay. */
export type InvoiceDocument = TaxDocument & { payment: NonNullable<TaxDocument["payment"]> };

/**
 * An issued invoice as its PDF prints it: the parties as they were at issue (kept with it), its lines and figures.
 * A logo missing from storage prints the studio's name alone.
 */
export async function invoiceDocumentOf(prisma: PrismaClient, storage: ObjectStorage, invoiceId: string, { copy }: { copy: boolean }): Promise<InvoiceDocument> {
  const invoice = await prisma.invoice.findUniqueOrThrow({ where: { id: invoiceId }, include: { lines: { orderBy: { sortOrder: "asc" } }, quote: { select: { number: true } } } });
  if (!invoice.number || !invoice.issueDate || !invoice.dueDate || !invoice.parties) throw new Error(`Invoice ${invoice.id} is a draft: only an issued invoice is printed`);
  const parties = invoice.parties as unknown as InvoiceParties;
  const charged = !invoice.vatRate.isZero();
  const abridged = charged && !toCents(invoice.total).gt(ABRIDGED_TAX_INVOICE_LIMIT);
  const dueDate = toDateOnly(invoice.dueDate);
  return {
    title: invoiceDocumentTitle(charged),
    number: invoice.number,
    issueDate: toDateOnly(invoice.issueDate),
    project: projectLabel(parties),
    abridged,
    copy,
    studio: await letterheadOf(prisma, storage, invoice.studioId, parties),
    facts: [["Due date", formatDay(dueDate)], ...(invoice.quote ? [["Quote", invoice.quote.number] as [string, string]] : [])],
    recipient: abridged ? null : parties.recipient,
    lines: invoice.lines.map((line) => ({ description: line.description, quantity: line.quantity.toNumber(), unitPrice: toMoneyString(line.unitPrice), lineTotal: toMoneyString(line.lineTotal) })),
    totals: { subtotal: toMoneyString(invoice.subtotal), vat: toMoneyString(invoice.vat), total: toMoneyString(invoice.total), vatPercent: charged ? String(Number(fractionAsPercent(invoice.vatRate))) : null },
    totalWords: { subtotal: "Subtotal", total: "Total" },
    notes: invoice.notes?.trim() ? { heading: "NOTES", text: invoice.notes.trim() } : null,
    payment: { dueDate, bank: parties.bank },
    terms: parties.terms,
  };
}
