/** Quotes are dated in the studio's time: South Africa, UTC+2 all year. */
const SOUTH_AFRICAN_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in South Africa, "2026-11-23". */
export const southAfricanToday = (now = new Date()): string => SOUTH_AFRICAN_DATE.format(now);

/** A calendar date `days` later, as the UTC midnight Postgres stores for a `date`. */
export function daysAfter(date: string, days: number): Date {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day;
}

/** A `@db.Date` column as the calendar date it stores. */
export const toDateOnly = (value: Date | null): string | null => (value ? value.toISOString().slice(0, 10) : null);

/** A calendar date from a request as the UTC midnight Postgres stores for a `date`. */
export const fromDateOnly = (value: string | null): Date | null => (value === null ? null : new Date(`${value}T00:00:00.000Z`));
