/** Production is dated in the studio's time: South Africa, UTC+2 all year. */
const STUDIO_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar date in South Africa at `moment`, "2026-11-23". */
export const studioDate = (moment: Date): string => STUDIO_DAY.format(moment);

/** The `@db.Date` that is `days` after a calendar date (UTC midnight, as Postgres stores a date). */
export function dateAfter(day: string, days: number): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/** A `@db.Date` as its calendar date, "2026-12-14". */
export const calendarDate = (date: Date): string => date.toISOString().slice(0, 10);
