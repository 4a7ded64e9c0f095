import type { FeeLine, UpdateInvoiceBody } from "@atelier/contracts";
import { toMoneyString } from "@atelier/money";
import type { Prisma } from "@atelier/db";
import { loadBilledQuote, lockQuoteInvoicing } from "./billed-quote";
import type { InvoiceWithDetails } from "./find-invoice";
import { chargedVatRate } from "./vat-rate";
import { feeDraft, quoteDraft, type DraftFigures, type QuoteBilling } from "./draft-figures";

/** What a draft bills: lines typed by hand, or a part of one of the project's approved quotes. */
export type DraftBilling = { kind: "fee"; lines: FeeLine[] } | (QuoteBilling & { quoteId: string });

/** What the draft bills now, with the fields the request sends in place of its own. */
export function billingAfter(draft: InvoiceWithDetails, body: UpdateInvoiceBody = {}): DraftBilling {
  if (draft.kind === "fee") {
    const lines = draft.lines.map((line) => ({ description: line.description, quantity: line.quantity.toNumber(), unitPrice: toMoneyString(line.unitPrice) }));
    return { kind: "fee", lines: body.lines ?? lines };
  }
  const billedLines = draft.lines.flatMap((line) => (line.billedQuoteLineId ? [line.billedQuoteLineId] : []));
  const own = { percent: draft.percent === null ? null : toMoneyString(draft.percent), quoteLineIds: billedLines.length > 0 ? billedLines : null };
  const chosen = body.percent !== undefined ? { percent: body.percent, quoteLineIds: null } : body.quoteLineIds !== undefined ? { percent: null, quoteLineIds: body.quoteLineIds } : own;
  if (draft.quoteId === null) throw new Error(`Invoice ${draft.id} bills a quote but names none`);
  return { kind: draft.kind, quoteId: draft.quoteId, ...chosen };
}

/**
 * A draft's lines and figures at `rate`: a fee invoice's from its own lines; a quote's from the quote as it is now
 * invoiced, holding the quote's invoicing until the transaction ends. `invoiceId`, the draft itself once it exists,
 * is left out of the quote's other invoices.
 */
export async function draftFigures(tx: Prisma.TransactionClient, projectId: string, billing: DraftBilling, rate: string, invoiceId?: string): Promise<DraftFigures> {
  if (billing.kind === "fee") return feeDraft(billing.lines, rate);
  await lockQuoteInvoicing(tx, billing.quoteId);
  return quoteDraft(await loadBilledQuote(tx, projectId, billing.quoteId, invoiceId), billing, rate);
}

/** A draft's figures as the invoice's columns, with its lines to create in print order. */
export function draftColumns(figures: DraftFigures, rate: string) {
  return {
    vatRate: rate,
    subtotal: figures.subtotal,
    vat: figures.vat,
    total: figures.total,
    lines: { create: figures.lines.map((line, index) => ({ ...line, sortOrder: index })) },
  };
}

/**
 * Works the locked draft out again with the fields the request sends, at the VAT rate of `day`, and stores it: its
 * lines anew, its figures, percent and notes. Answers the figures stored.
 */
export async function redraft(tx: Prisma.TransactionClient, draft: InvoiceWithDetails, vatRegistered: boolean, day: string, body: UpdateInvoiceBody = {}): Promise<DraftFigures> {
  const rate = await chargedVatRate(tx, vatRegistered, day);
  const billing = billingAfter(draft, body);
  const figures = await draftFigures(tx, draft.projectId, billing, rate, draft.id);
  await tx.invoiceLine.deleteMany({ where: { invoiceId: draft.id } });
  await tx.invoice.update({ where: { id: draft.id }, data: { percent: billing.kind === "fee" ? null : billing.percent, notes: body.notes, ...draftColumns(figures, rate) } });
  return figures;
}
