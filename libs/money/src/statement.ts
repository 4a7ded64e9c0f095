import Decimal from "decimal.js";
import { sumMoney, toCents, toMoneyString, type MoneyLike } from "./money";

/** What a client owes by age: under 30 days, 30 to 59, 60 to 89, and 90 days or more. */
export interface AgeingTotals {
  current: string;
  days30: string;
  days60: string;
  days90: string;
}

/** The age in days at which each bucket but the first starts: a studio-wide query sorts by the same edges. */
export const AGEING_STARTS = { days30: 30, days60: 60, days90: 90 } as const;

const bucketOf = (ageDays: number): keyof AgeingTotals =>
  ageDays >= AGEING_STARTS.days90 ? "days90" : ageDays >= AGEING_STARTS.days60 ? "days60" : ageDays >= AGEING_STARTS.days30 ? "days30" : "current";

/** Sorts each amount into its age's bucket and adds them up, to the cent. */
export function ageBalances(items: Iterable<{ ageDays: number; balance: MoneyLike }>): AgeingTotals {
  const sums = { current: new Decimal(0), days30: new Decimal(0), days60: new Decimal(0), days90: new Decimal(0) };
  for (const { ageDays, balance } of items) {
    const bucket = bucketOf(ageDays);
    sums[bucket] = sums[bucket].plus(toCents(balance));
  }
  return { current: toMoneyString(sums.current), days30: toMoneyString(sums.days30), days60: toMoneyString(sums.days60), days90: toMoneyString(sums.days90) };
}

/** Ageings added bucket by bucket: a studio's receivables from its clients'. */
export function sumAgeing(ageings: readonly AgeingTotals[]): AgeingTotals {
  const bucket = (key: keyof AgeingTotals) => sumMoney(ageings.map((ageing) => ageing[key]));
  return { current: bucket("current"), days30: bucket("days30"), days60: bucket("days60"), days90: bucket("days90") };
}

/** A statement's balance after each line, from its opening balance: a debit adds, a credit takes off. */
export function runningBalances(opening: MoneyLike, moves: Iterable<{ debit: MoneyLike | null; credit: MoneyLike | null }>): { balances: string[]; closing: string } {
  let balance = toCents(opening);
  const balances: string[] = [];
  for (const { debit, credit } of moves) {
    balance = balance.plus(toCents(debit ?? 0)).minus(toCents(credit ?? 0));
    balances.push(balance.toFixed(2));
  }
  return { balances, closing: balance.toFixed(2) };
}
