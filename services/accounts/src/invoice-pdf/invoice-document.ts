import { ABRIDGED_TAX_INVOICE_LIMIT } from "@atelier/contracts";
import { toDateOnly, type PrismaClient } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";
import type { LetterheadStudio } from "@atelier/kit/pdf/studio-pdf";
import { fractionAsPercent, toCents, toMoneyString } from "@atelier/money";
import type { InvoiceParties } from "../invoices/invoice-parties";

/** Everything an issued invoice's PDF prints, gathered by the caller; the renderer reads nothing else. */
export interface InvoiceDocument {
  /** "Tax Invoice", or "Invoice" for a studio not registered for VAT. */
  title: "Tax Invoice" | "Invoice";
  /** A tax invoice of R 5,000 or less may leave out the recipient and the quantities (VAT Act s 20(5)). */
  abridged: boolean;
  /** Any print after the original is marked "Copy". */
  copy: boolean;
  studio: LetterheadStudio;
  invoice: { number: string; issueDate: string; dueDate: string; project: string; quoteNumber: string | null; notes: string | null };
  /** Null on an abridged tax invoice. */
  recipient: { name: string | null; address: string | null; email: string | null } | null;
  lines: Array<{ description: string; quantity: number; unitPrice: string; lineTotal: string }>;
  /** Decimal strings with two places; `vatPercent` is null where no VAT is charged. */
  totals: { subtotal: string; vat: string; total: string; vatPercent: string | null };
  bank: InvoiceParties["bank"];
  terms: string | null;
}

/**
 * An issued invoice as its PDF prints it: the parties as they were at issue (kept with it), its lines and figures.
 * A logo missing from storage prints the studio's name alone.
 */
export async function invoiceDocumentOf(prisma: PrismaClient, storage: ObjectStorage, invoiceId: string, { copy }: { copy: boolean }): Promise<InvoiceDocument> {
  const invoice = await prisma.invoice.findUniqueOrThrow({
    where: { id: invoiceId },
    include: { lines: { orderBy: { sortOrder: "asc" } }, quote: { select: { number: true } }, studio: { select: { logoObjectKey: true, timeZone: true } } },
  });
  if (!invoice.number || !invoice.issueDate || !invoice.dueDate || !invoice.parties) throw new Error(`Invoice ${invoice.id} is a draft: only an issued invoice is printed`);
  const parties = invoice.parties as unknown as InvoiceParties;
  const { logoObjectKey, timeZone } = invoice.studio;
  const logoPng = logoObjectKey && (await storage.stat(logoObjectKey)) ? await storage.read(logoObjectKey) : null;
  const charged = !invoice.vatRate.isZero();
  const abridged = charged && !toCents(invoice.total).gt(ABRIDGED_TAX_INVOICE_LIMIT);
  return {
    title: charged ? "Tax Invoice" : "Invoice",
    abridged,
    copy,
    studio: { ...parties.supplier, logoPng, timeZone },
    invoice: {
      number: invoice.number,
      issueDate: toDateOnly(invoice.issueDate),
      dueDate: toDateOnly(invoice.dueDate),
      project: parties.project.code ? `${parties.project.title} (${parties.project.code})` : parties.project.title,
      quoteNumber: invoice.quote?.number ?? null,
      notes: invoice.notes,
    },
    recipient: abridged ? null : parties.recipient,
    lines: invoice.lines.map((line) => ({ description: line.description, quantity: line.quantity.toNumber(), unitPrice: toMoneyString(line.unitPrice), lineTotal: toMoneyString(line.lineTotal) })),
    totals: { subtotal: toMoneyString(invoice.subtotal), vat: toMoneyString(invoice.vat), total: toMoneyString(invoice.total), vatPercent: charged ? String(Number(fractionAsPercent(invoice.vatRate))) : null },
    bank: parties.bank,
    terms: parties.terms,
  };
}
