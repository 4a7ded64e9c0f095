import Decimal from "decimal.js";
import { lineTotal, toCents, toMoneyString, withVat, type MoneyLike, type VatBreakdown } from "./money";

const HUNDRED = new Decimal(100);

const decimal = (value: MoneyLike) => new Decimal(value.toString());

/** Percent figures (markups, margins) keep two decimals, as the database stores a line's markup. */
const toPercent = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/**
 * The cost of one unit of a line whose amount is for the whole line (an item's supplier quote or cost
 * estimate, quantity included), rounded half-up to the cent.
 */
export function unitCostOfLine(lineAmount: MoneyLike, quantity: MoneyLike): string {
  const units = decimal(quantity);
  if (units.lte(0)) throw new RangeError("A line's quantity must be more than 0");
  return toMoneyString(decimal(lineAmount).div(units));
}

/** Sell price of one unit: cost × (1 + markup / 100), rounded half-up to the cent. */
export function unitPriceFromCost(unitCost: MoneyLike, markupPercent: MoneyLike): string {
  return toMoneyString(toCents(unitCost).times(HUNDRED.plus(decimal(markupPercent))).div(HUNDRED));
}

/**
 * The markup in percent (two decimals) that a sell price puts on a cost; 0 for a line that costs
 * nothing, whose price is then all margin and has no markup to speak of.
 */
export function markupFromPrice(unitPrice: MoneyLike, unitCost: MoneyLike): number {
  const cost = toCents(unitCost);
  if (cost.isZero()) return 0;
  return toPercent(toCents(unitPrice).minus(cost).div(cost).times(HUNDRED));
}

export interface PricedQuoteLine {
  unitPrice: string;
  /** Read from the unit price when one was set, else the markup given. */
  markupPercent: number;
  lineTotal: string;
}

/**
 * A quote line priced from what the designer set last: the unit price as typed, its markup read from it; else the
 * cost with the markup on it. The line total is quantity × unit price. The quote editor's preview and the server's
 * saving both price lines here, so the figures on the screen are the ones saved.
 */
export function priceLine({ quantity, unitCost, markupPercent, unitPrice }: { quantity: MoneyLike; unitCost: MoneyLike; markupPercent: MoneyLike; unitPrice?: MoneyLike }): PricedQuoteLine {
  const price = unitPrice === undefined ? unitPriceFromCost(unitCost, markupPercent) : toMoneyString(unitPrice);
  const markup = unitPrice === undefined ? toPercent(decimal(markupPercent)) : markupFromPrice(price, unitCost);
  return { unitPrice: price, markupPercent: markup, lineTotal: lineTotal(quantity, price) };
}

/** A quote's subtotal (the sum of its line totals, each quantity × unit price), 15% VAT on it, and the total. */
export function quoteTotals(lines: Iterable<{ lineTotal: MoneyLike }>): VatBreakdown {
  let subtotal = new Decimal(0);
  for (const line of lines) subtotal = subtotal.plus(toCents(line.lineTotal));
  return withVat(subtotal);
}

/** What the lines cost the studio: Σ quantity × unit cost, to the cent. */
export function costOfLines(lines: Iterable<{ quantity: MoneyLike; unitCost: MoneyLike }>): string {
  let cost = new Decimal(0);
  for (const line of lines) cost = cost.plus(decimal(line.quantity).times(toCents(line.unitCost)));
  return toMoneyString(cost);
}

/** amount × part ÷ whole, half-up to the cent: what a rate measured as part of whole makes of an amount (0 when whole is 0). */
export function shareOf(amount: MoneyLike, part: number, whole: number): string {
  return whole === 0 ? "0.00" : toMoneyString(decimal(amount).times(part).div(whole));
}

/** a − b to the cent; negative when b is larger (a budget overspent, a line sold at a loss). */
export function moneyDifference(a: MoneyLike, b: MoneyLike): string {
  return toMoneyString(decimal(a).minus(decimal(b)));
}

/** (sell − cost) / sell in percent with one decimal, as the dashboard's profit margin; null when nothing is sold. */
export function marginPercent(sell: MoneyLike, cost: MoneyLike): number | null {
  const revenue = decimal(sell);
  if (revenue.isZero()) return null;
  return revenue.minus(decimal(cost)).div(revenue).times(HUNDRED).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toNumber();
}

/** A margin less an overhead, both in percent, to one decimal; null with no margin. */
export function netMarginPercent(grossMargin: number | null, overheadPercent: MoneyLike): number | null {
  if (grossMargin === null) return null;
  return new Decimal(grossMargin).minus(decimal(overheadPercent)).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toNumber();
}

/** (sell − cost) / cost in percent with one decimal: the markup the lines carry on average; null when they cost nothing. */
export function averageMarkupPercent(sell: MoneyLike, cost: MoneyLike): number | null {
  const spent = decimal(cost);
  if (spent.isZero()) return null;
  return decimal(sell).minus(spent).div(spent).times(HUNDRED).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toNumber();
}

/**
 * Splits an amount into shares in proportion to the weights, in cents that add up to the amount exactly:
 * each share is rounded down and the cents left over go to the largest remainders (the first on a tie).
 * With no weight at all, the amount is split evenly.
 */
export function splitInProportion(amount: MoneyLike, weights: readonly MoneyLike[]): string[] {
  if (weights.length === 0) return [];
  const cents = toCents(amount).times(HUNDRED);
  const parts = weights.map(decimal);
  const totalWeight = parts.reduce((sum, weight) => sum.plus(weight), new Decimal(0));
  const exact = totalWeight.isZero() ? parts.map(() => cents.div(parts.length)) : parts.map((weight) => cents.times(weight).div(totalWeight));
  const shares = exact.map((share) => share.floor());
  let left = cents.minus(shares.reduce((sum, share) => sum.plus(share), new Decimal(0))).toNumber();
  const byRemainder = exact.map((share, index) => ({ index, remainder: share.minus(share.floor()) })).sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = shares[index]!.plus(1);
    left -= 1;
  }
  return shares.map((share) => share.div(HUNDRED).toFixed(2));
}

/**
 * What of a quote's cost its invoices have billed: the cost in the share of the quote's subtotal invoiced (less
 * credit notes), half-up to the cent, never more than the whole cost nor less than nothing.
 */
export function costInvoiced(cost: MoneyLike, invoiced: MoneyLike, quoted: MoneyLike): string {
  const whole = decimal(quoted);
  if (whole.lte(0)) return "0.00";
  const share = Decimal.min(1, Decimal.max(0, decimal(invoiced).div(whole)));
  return toMoneyString(decimal(cost).times(share));
}
