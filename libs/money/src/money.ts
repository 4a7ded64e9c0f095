import Decimal from "decimal.js";

/** South African VAT, charged on every quote (spec section 9). */
export const VAT_RATE = new Decimal("0.15");

/** Anything that holds an exact amount: a decimal string ("12500.00"), a Prisma/decimal.js Decimal, or a number from a form. */
export type MoneyLike = string | number | { toString(): string };

/** Rounds half away from zero to cents, as rand amounts are charged. */
export function toCents(value: MoneyLike): Decimal {
  return new Decimal(value.toString()).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The largest amount any stored money field holds (twelve digits, two of them cents), and every typed amount. */
export const LARGEST_AMOUNT = "9999999999.99";

/** Whether an amount fits the stored money fields: at most LARGEST_AMOUNT either side of zero, once in cents. */
export function fitsStoredAmount(value: MoneyLike): boolean {
  return toCents(value).abs().lte(LARGEST_AMOUNT);
}

/** The wire format of money: a decimal string with exactly two places, e.g. "18499.99". */
export function toMoneyString(value: MoneyLike): string {
  return toCents(value).toFixed(2);
}

export function sumMoney(values: Iterable<MoneyLike>): string {
  let total = new Decimal(0);
  for (const value of values) total = total.plus(value.toString());
  return toMoneyString(total);
}

/** Quantity × unit amount, rounded to cents once at the end. */
export function lineTotal(quantity: MoneyLike, unitAmount: MoneyLike): string {
  return toMoneyString(new Decimal(quantity.toString()).times(unitAmount.toString()));
}

export interface VatBreakdown {
  subtotal: string;
  vat: string;
  total: string;
}

/** VAT on a subtotal at `rate` (a fraction, 15% unless given), rounded to cents; total is subtotal plus that VAT so the three always add up. */
export function withVat(subtotal: MoneyLike, rate: MoneyLike = VAT_RATE): VatBreakdown {
  const net = toCents(subtotal);
  const vat = toCents(net.times(rate.toString()));
  return { subtotal: net.toFixed(2), vat: vat.toFixed(2), total: net.plus(vat).toFixed(2) };
}

/** Change from `previous` to `current` in whole percent; null when there is nothing to compare with. */
export function percentChange(current: MoneyLike, previous: MoneyLike): number | null {
  const before = new Decimal(previous.toString());
  if (before.isZero()) return null;
  return new Decimal(current.toString()).minus(before).div(before.abs()).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** The smaller of two amounts, in cents. */
export function smallerAmount(a: MoneyLike, b: MoneyLike): string {
  return toMoneyString(Decimal.min(toCents(a), toCents(b)));
}
