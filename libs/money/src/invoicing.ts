import Decimal from "decimal.js";
import { sumMoney, toCents, toMoneyString, withVat, type MoneyLike, type VatBreakdown } from "./money";
import { moneyDifference, shareOf } from "./pricing";

const decimal = (value: MoneyLike) => new Decimal(value.toString());

/** `percent` of an amount, half-up to the cent: a deposit of 50% on a quote's subtotal. */
export function percentOfAmount(amount: MoneyLike, percent: MoneyLike): string {
  return toMoneyString(decimal(amount).times(decimal(percent)).div(100));
}

/**
 * What a deposit or progress invoice of `percent` bills of a quote with `left` still to invoice: the percent of the
 * quote's subtotal, half-up to the cent; when that rounding overshoots what is left by a cent (50% and 50% of
 * R 1,000.01), what is left.
 */
export function percentBilled(quoteSubtotal: MoneyLike, percent: MoneyLike, left: MoneyLike): string {
  const exact = toCents(percentOfAmount(quoteSubtotal, percent));
  const overshoot = exact.minus(toCents(left));
  return overshoot.gt(0) && overshoot.lte("0.01") ? toMoneyString(left) : exact.toFixed(2);
}

/** An invoice's subtotal (Σ of its line totals), VAT at `rate` on it, and its total. */
export function invoiceTotals(lines: Iterable<{ lineTotal: MoneyLike }>, rate: MoneyLike): VatBreakdown {
  let subtotal = new Decimal(0);
  for (const line of lines) subtotal = subtotal.plus(toCents(line.lineTotal));
  return withVat(subtotal, rate);
}

/**
 * The final invoice of a quote: the quote's subtotal less what its earlier invoices billed, and the VAT on the whole
 * quote less the VAT they charged (VAT Act s 9(1): it fell due as each was invoiced). So the quote's invoices add up
 * to the quote to the cent, however each of them rounded.
 */
export function finalInvoiceTotals(quoteSubtotal: MoneyLike, rate: MoneyLike, earlier: Iterable<{ subtotal: MoneyLike; vat: MoneyLike }>): VatBreakdown {
  const whole = withVat(quoteSubtotal, rate);
  let subtotal = decimal(whole.subtotal);
  let vat = decimal(whole.vat);
  for (const invoice of earlier) {
    subtotal = subtotal.minus(toCents(invoice.subtotal));
    vat = vat.minus(toCents(invoice.vat));
  }
  return { subtotal: subtotal.toFixed(2), vat: vat.toFixed(2), total: subtotal.plus(vat).toFixed(2) };
}

/** What is still owed on an invoice: its total less what was paid and credited against it. */
export function invoiceBalance({ total, amountPaid, amountCredited }: { total: MoneyLike; amountPaid: MoneyLike; amountCredited: MoneyLike }): string {
  return toMoneyString(decimal(total).minus(decimal(amountPaid)).minus(decimal(amountCredited)));
}

/** What an invoice still bills once its credit notes are taken off: its subtotal and VAT less theirs. */
export function afterCredits(invoice: { subtotal: MoneyLike; vat: MoneyLike; creditNotes: readonly { subtotal: MoneyLike; vat: MoneyLike }[] }): { subtotal: string; vat: string } {
  return {
    subtotal: moneyDifference(invoice.subtotal, sumMoney(invoice.creditNotes.map((note) => note.subtotal))),
    vat: moneyDifference(invoice.vat, sumMoney(invoice.creditNotes.map((note) => note.vat))),
  };
}

/** A fraction as a percent with two decimals: 0.15 → "15.00". */
export function fractionAsPercent(rate: MoneyLike): string {
  return decimal(rate).times(100).toFixed(2);
}

export interface Allocation {
  invoiceId: string;
  amount: string;
}

/**
 * Spreads a payment over open invoices in the order given (oldest first), each up to its balance; what is left over
 * is the client's credit.
 */
export function allocateOldestFirst(amount: MoneyLike, invoices: ReadonlyArray<{ id: string; balance: MoneyLike }>): { allocations: Allocation[]; left: string } {
  let left = toCents(amount);
  const allocations: Allocation[] = [];
  for (const invoice of invoices) {
    if (!left.gt(0)) break;
    const balance = toCents(invoice.balance);
    if (!balance.gt(0)) continue;
    const share = Decimal.min(left, balance);
    allocations.push({ invoiceId: invoice.id, amount: share.toFixed(2) });
    left = left.minus(share);
  }
  return { allocations, left: left.toFixed(2) };
}

/**
 * A credit of `amount` before VAT against what of an invoice is not yet credited: VAT at the invoice's rate, half-up
 * to the cent; crediting all that is left takes all its VAT, so an invoice credited in full nets to nothing.
 */
export function creditTotals(amount: MoneyLike, rate: MoneyLike, uncredited: { subtotal: MoneyLike; vat: MoneyLike }): VatBreakdown {
  const net = toCents(amount);
  if (net.eq(toCents(uncredited.subtotal))) {
    const vat = toCents(uncredited.vat);
    return { subtotal: net.toFixed(2), vat: vat.toFixed(2), total: net.plus(vat).toFixed(2) };
  }
  return withVat(net, rate);
}

/** What `minutes` of time come to at `hourlyRate`, half-up to the cent (20 minutes at R 950.00: R 316.67). */
export function timeCharge(hourlyRate: MoneyLike, minutes: number): string {
  return shareOf(hourlyRate, minutes, 60);
}

/** What fees came to an hour of the time they paid for (R 3,000.00 for 2 h 30 min: R 1,200.00); null for no time. */
export function effectiveHourlyRate(fees: MoneyLike, minutes: number): string | null {
  return minutes === 0 ? null : shareOf(fees, 60, minutes);
}

/**
 * What a project's fee has earned: the fixed fee, or `percent` of what was procured, half-up to the cent. What is
 * left to bill is that less what invoices bill of it already, never below nothing (procurement can fall when a
 * purchase order is cancelled after its fee was billed: that is for a credit note, not a negative line).
 */
export function projectFee(basis: { fixedFee: MoneyLike } | { percent: MoneyLike; procured: MoneyLike }, billed: MoneyLike): { earned: string; toBill: string } {
  const earned = "fixedFee" in basis ? toMoneyString(basis.fixedFee) : percentOfAmount(basis.procured, basis.percent);
  const left = toCents(earned).minus(toCents(billed));
  return { earned, toBill: left.gt(0) ? left.toFixed(2) : "0.00" };
}
