import type { InvoiceKind } from "@atelier/db";
import { conflict, fieldRefused } from "@atelier/kit";
import { finalInvoiceTotals, formatRand, invoiceTotals, lineTotal, moneyDifference, percentBilled, toCents, type VatBreakdown } from "@atelier/money";
import type { BilledQuote } from "./billed-quote";

/** A line as a draft stores it. */
export interface DraftLine {
  description: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  billedQuoteLineId: string | null;
}

export interface DraftFigures extends VatBreakdown {
  lines: DraftLine[];
}

/** What a draft of a quote's invoice bills besides its kind: a percent (deposit, progress) or chosen lines (progress). */
export interface QuoteBilling {
  kind: Exclude<InvoiceKind, "fee">;
  percent: string | null;
  quoteLineIds: readonly string[] | null;
}

const KIND_WORDS: Record<InvoiceKind, string> = { deposit: "deposit", progress: "progress", final: "final", fee: "fee" };
const percentText = (percent: string) => String(Number(percent));
const quoteText = (quote: BilledQuote) => `quote ${quote.number} (${quote.title})`;
const lineName = (line: { name: string; roomName: string | null }) => (line.roomName ? `${line.name}, ${line.roomName}` : line.name);

/** A fee invoice's lines as typed, each quantity × unit price, and VAT at `rate` on their sum. */
export function feeDraft(lines: ReadonlyArray<{ description: string; quantity: number; unitPrice: string }>, rate: string): DraftFigures {
  const drafted = lines.map((line) => ({ ...line, lineTotal: lineTotal(line.quantity, line.unitPrice), billedQuoteLineId: null }));
  return { lines: drafted, ...invoiceTotals(drafted, rate) };
}

/**
 * The lines and figures of an invoice of an approved quote, VAT at `rate`: a deposit or progress payment of a
 * percent of its subtotal, progress on chosen lines billed in full, or the final invoice (every line, less each
 * earlier invoice). A quote is never billed beyond its subtotal, and no line twice (409 saying why).
 */
export function quoteDraft(quote: BilledQuote, billing: QuoteBilling, rate: string): DraftFigures {
  if (billing.kind === "final") return finalDraft(quote, rate);
  const left = moneyDifference(quote.subtotal, quote.invoiced);
  const lines = billing.quoteLineIds ? chosenLines(quote, billing.quoteLineIds) : [percentLine(quote, billing, left)];
  const figures = { lines, ...invoiceTotals(lines, rate) };
  if (toCents(figures.subtotal).gt(left)) {
    throw conflict(`That is more than is left to invoice on quote ${quote.number}: ${formatRand(left)} before VAT`);
  }
  return figures;
}

function percentLine(quote: BilledQuote, { kind, percent }: QuoteBilling, left: string): DraftLine {
  if (percent === null) throw fieldRefused("percent", "Give a percent or choose lines of the quote");
  const amount = percentBilled(quote.subtotal, percent, left);
  const what = kind === "deposit" ? "Deposit" : "Progress payment";
  return { description: `${what} of ${percentText(percent)}% on ${quoteText(quote)}`, quantity: 1, unitPrice: amount, lineTotal: amount, billedQuoteLineId: null };
}

function chosenLines(quote: BilledQuote, ids: readonly string[]): DraftLine[] {
  const byId = new Map(quote.lines.map((line) => [line.id, line]));
  if (new Set(ids).size !== ids.length) throw fieldRefused("quoteLineIds", "Choose each line once");
  return ids.map((id) => {
    const line = byId.get(id);
    if (!line) throw fieldRefused("quoteLineIds", `Choose lines of quote ${quote.number}`);
    if (quote.billedLineIds.has(id)) throw conflict(`${lineName(line)} is already on another invoice of quote ${quote.number}`);
    return { description: lineName(line), quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal, billedQuoteLineId: id };
  });
}

function finalDraft(quote: BilledQuote, rate: string): DraftFigures {
  if (quote.earlier.some((invoice) => invoice.status === "draft")) {
    throw conflict(`Issue or delete the draft invoices of quote ${quote.number} before its final invoice`);
  }
  const figures = finalInvoiceTotals(quote.subtotal, rate, quote.earlier);
  if (!toCents(figures.subtotal).gt(0)) throw conflict(`Quote ${quote.number} is invoiced in full`);
  const lines: DraftLine[] = quote.lines.map((line) => ({ description: lineName(line), quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal, billedQuoteLineId: null }));
  for (const invoice of quote.earlier) {
    // An invoice credited in full billed nothing in the end.
    if (!toCents(invoice.subtotal).gt(0)) continue;
    const less = `-${invoice.subtotal}`;
    lines.push({ description: `Less ${KIND_WORDS[invoice.kind]} invoice ${invoice.number}`, quantity: 1, unitPrice: less, lineTotal: less, billedQuoteLineId: null });
  }
  return { lines, ...figures };
}
