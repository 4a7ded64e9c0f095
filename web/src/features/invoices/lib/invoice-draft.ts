import { createInvoiceRequestSchema, updateInvoiceRequestSchema, type BillableQuote, type CreateInvoiceRequest, type Invoice, type InvoiceKind, type UpdateInvoiceRequest } from "@atelier/contracts";
import { finalInvoiceTotals, invoiceTotals, lineTotal, parseRand, percentBilled, type VatBreakdown } from "@atelier/money";
import { ApiError } from "@/lib/api";

/** A fee line as typed: every field a string, as the inputs hold them. */
export interface TypedLine {
  description: string;
  quantity: string;
  unitPrice: string;
}

/** The invoice form's fields; only those of the chosen kind are sent. */
export interface InvoiceDraftState {
  kind: InvoiceKind;
  quoteId: string;
  /** How a progress invoice bills: a percent of the quote, or chosen lines in full. */
  progressBy: "percent" | "lines";
  percent: string;
  quoteLineIds: string[];
  lines: TypedLine[];
  notes: string;
}

export const emptyLine = (): TypedLine => ({ description: "", quantity: "1", unitPrice: "" });

export function newDraftState(quotes: readonly BillableQuote[]): InvoiceDraftState {
  const open = quotes.find((quote) => Number(quote.remaining) > 0);
  return { kind: open ? "deposit" : "fee", quoteId: open?.id ?? "", progressBy: "percent", percent: "", quoteLineIds: [], lines: [emptyLine()], notes: "" };
}

/** A draft's own fields in the form, to change it. */
export function stateOfDraft(invoice: Invoice): InvoiceDraftState {
  const billedLines = invoice.lines.flatMap((line) => (line.quoteLineId ? [line.quoteLineId] : []));
  return {
    kind: invoice.kind,
    quoteId: invoice.quote?.id ?? "",
    progressBy: billedLines.length > 0 ? "lines" : "percent",
    percent: invoice.percent ? String(Number(invoice.percent)) : "",
    quoteLineIds: billedLines,
    lines: invoice.kind === "fee" ? invoice.lines.map((line) => ({ description: line.description, quantity: String(line.quantity), unitPrice: line.unitPrice })) : [emptyLine()],
    notes: invoice.notes ?? "",
  };
}

const optional = (text: string) => (text.trim() === "" ? undefined : text.trim());

/** What the form asks for its kind, as the contract's fields; the rest are left out. */
function billingFields(state: InvoiceDraftState) {
  const notes = optional(state.notes);
  switch (state.kind) {
    case "fee":
      return { lines: state.lines, notes };
    case "final":
      return { notes };
    case "deposit":
      return { percent: optional(state.percent), notes };
    case "progress":
      return state.progressBy === "lines" ? { quoteLineIds: state.quoteLineIds, notes } : { percent: optional(state.percent) ?? "", notes };
  }
}

/** The new draft's request, or each field's reason when the contract refuses it (keys as the server's: "lines.0.unitPrice"). */
export function createRequestOf(state: InvoiceDraftState): { request: CreateInvoiceRequest } | { errors: Record<string, string> } {
  const body = { kind: state.kind, ...(state.kind === "fee" ? {} : { quoteId: state.quoteId || undefined }), ...billingFields(state) };
  const parsed = createInvoiceRequestSchema.safeParse(body);
  return parsed.success ? { request: body as CreateInvoiceRequest } : { errors: errorsOf(parsed.error.issues) };
}

/** A draft's change, or each field's reason. */
export function updateRequestOf(state: InvoiceDraftState): { request: UpdateInvoiceRequest } | { errors: Record<string, string> } {
  const body = billingFields(state);
  const parsed = updateInvoiceRequestSchema.safeParse(body);
  return parsed.success ? { request: body as UpdateInvoiceRequest } : { errors: errorsOf(parsed.error.issues) };
}

/** A 400's reasons by field, as the form shows them ("lines.0.unitPrice": "..."); none for any other failure. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = error instanceof ApiError ? error.body?.errors : undefined;
  return Object.fromEntries(Object.entries(fields ?? {}).map(([field, messages]) => [field, messages.join(" ")]));
}

function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return errors;
}

const amountOf = (typed: string): string | null => {
  const parsed = parseRand(typed);
  return parsed.ok ? parsed.amount : null;
};

/** A typed fee line's total, or null while its price or quantity cannot be read. */
function typedLineTotal(line: TypedLine): { lineTotal: string } | null {
  const price = amountOf(line.unitPrice);
  const quantity = Number(line.quantity);
  return price !== null && quantity > 0 ? { lineTotal: lineTotal(quantity, price) } : null;
}

/** The context a draft's figures are worked out in: the studio's VAT today and deposit percent, and the quote billed. */
export interface DraftContext {
  vatPercent: string;
  depositPercent: string;
  quote: BillableQuote | undefined;
}

/**
 * The figures the draft will have, worked out as the server works them (libs/money): a fee invoice's typed lines, a
 * percent of the quote, its chosen lines, or what is left of it. Null while a typed value cannot be read yet.
 */
export function liveTotals(state: InvoiceDraftState, { vatPercent, depositPercent, quote }: DraftContext): VatBreakdown | null {
  const rate = String(Number(vatPercent) / 100);
  if (state.kind === "fee") {
    const lines = state.lines.map(typedLineTotal);
    return lines.every((line) => line !== null) ? invoiceTotals(lines, rate) : null;
  }
  if (!quote) return null;
  if (state.kind === "final") return finalInvoiceTotals(quote.subtotal, rate, [{ subtotal: quote.invoiced, vat: quote.invoicedVat }]);
  if (state.kind === "progress" && state.progressBy === "lines") return invoiceTotals(quote.lines.filter((line) => state.quoteLineIds.includes(line.id)), rate);
  const percent = Number(state.percent.trim() || (state.kind === "deposit" ? depositPercent : Number.NaN));
  if (!(percent > 0 && percent <= 100)) return null;
  return invoiceTotals([{ lineTotal: percentBilled(quote.subtotal, percent, quote.remaining) }], rate);
}
