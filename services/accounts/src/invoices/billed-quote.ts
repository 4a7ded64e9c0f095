import type { InvoiceKind, InvoiceStatus, Prisma } from "@atelier/db";
import { conflict, found } from "@atelier/kit";
import { afterCredits, sumMoney, toMoneyString } from "@atelier/money";

/** An approved quote as its invoices bill it: its lines, and its invoices so far with what each billed. */
export interface BilledQuote {
  id: string;
  number: string;
  title: string;
  subtotal: string;
  lines: Array<{ id: string; name: string; roomName: string | null; quantity: number; unitPrice: string; lineTotal: string }>;
  /** The quote's other invoices, drafts included, oldest first. */
  earlier: Array<{ kind: InvoiceKind; number: string | null; status: InvoiceStatus; subtotal: string; vat: string }>;
  /** Quote lines a progress invoice already bills in full. */
  billedLineIds: Set<string>;
  /** Σ of the earlier invoices' subtotals. */
  invoiced: string;
}

const QUOTE_RECORD = { name: "Quote" };

/**
 * Holds the quote's invoicing for the rest of the transaction, so two invoices made at once cannot together bill
 * more than the quote: the second waits and then sees the first.
 */
export async function lockQuoteInvoicing(tx: Prisma.TransactionClient, quoteId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`invoices-of-quote:${quoteId}`}, 0))`;
}

/**
 * The project's approved quote `quoteId` with its invoices other than `exceptInvoiceId`: 404 when the project has no
 * such quote, 409 when it is not approved.
 */
export async function loadBilledQuote(tx: Prisma.TransactionClient, projectId: string, quoteId: string, exceptInvoiceId?: string): Promise<BilledQuote> {
  const quote = await found(QUOTE_RECORD, () =>
    tx.quote.findFirst({
      where: { id: quoteId, projectId, sample: false },
      include: { lines: { orderBy: { sortOrder: "asc" } }, invoices: { where: { id: { not: exceptInvoiceId } }, orderBy: { createdAt: "asc" }, include: { lines: { select: { billedQuoteLineId: true } }, creditNotes: { select: { subtotal: true, vat: true } } } } },
    }),
  );
  if (quote.status !== "approved") throw conflict(`Quote ${quote.number} is not approved: only an approved quote is invoiced`);
  // What a credit note took off an earlier invoice is no longer billed: the final invoice bills it again.
  const earlier = quote.invoices.map((invoice) => ({
    kind: invoice.kind,
    number: invoice.number,
    status: invoice.status,
    ...afterCredits(invoice),
  }));
  return {
    id: quote.id,
    number: quote.number,
    title: quote.title,
    subtotal: toMoneyString(quote.subtotal),
    lines: quote.lines.map((line) => ({ id: line.id, name: line.name, roomName: line.roomName, quantity: line.quantity.toNumber(), unitPrice: toMoneyString(line.unitPrice), lineTotal: toMoneyString(line.lineTotal) })),
    earlier,
    billedLineIds: new Set(quote.invoices.flatMap((invoice) => invoice.lines.flatMap((line) => (line.billedQuoteLineId ? [line.billedQuoteLineId] : [])))),
    invoiced: sumMoney(earlier.map((invoice) => invoice.subtotal)),
  };
}
