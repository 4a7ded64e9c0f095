/*
 * A `@db.Date` column holds a calendar date, which Prisma reads and writes as that day's UTC midnight. These turn
 * it into the "2026-11-22" the API speaks and back, for every service alike.
 */

/** A stored date as the calendar date it is, "2026-11-22". */
export function toDateOnly(value: Date): string;
export function toDateOnly(value: Date | null): string | null;
export function toDateOnly(value: Date | null): string | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

/** A calendar date from a request as the UTC midnight Postgres stores for a `date`; null and absent pass through. */
export function fromDateOnly(value: string): Date;
export function fromDateOnly(value: string | null): Date | null;
export function fromDateOnly(value: string | null | undefined): Date | null | undefined;
export function fromDateOnly(value: string | null | undefined): Date | null | undefined {
  return value === undefined || value === null ? value : new Date(`${value}T00:00:00.000Z`);
}

/** The stored date `days` after a calendar date. */
export function daysAfter(date: string, days: number): Date {
  const day = fromDateOnly(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day;
}
