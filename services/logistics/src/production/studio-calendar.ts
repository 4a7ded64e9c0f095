/** The `@db.Date` that is `days` after a calendar date (UTC midnight, as Postgres stores a date). */
export function dateAfter(day: string, days: number): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/** A `@db.Date` as its calendar date, "2026-12-14". */
export const calendarDate = (date: Date): string => date.toISOString().slice(0, 10);
