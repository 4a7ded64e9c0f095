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
