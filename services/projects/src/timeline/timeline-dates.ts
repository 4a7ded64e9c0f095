/** The day a moment falls on in South Africa, "2026-11-23": Johannesburg keeps UTC+2 all year. */
const SOUTH_AFRICAN_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg", year: "numeric", month: "2-digit", day: "2-digit" });
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const southAfricanDay = (moment: Date): string => SOUTH_AFRICAN_DAY.format(moment);

/** A milestone's calendar date is the start of that day in the studio's time (+02:00, no daylight saving); a date with a time is that moment. */
export const timelineMoment = (date: string): Date => new Date(DATE_ONLY.test(date) ? `${date}T00:00:00+02:00` : date);

/** Overdue: not completed, and the whole day of its date is over, so a meeting later today is not overdue this morning. */
export const isOverdue = (event: { status: string; date: Date }, now: Date): boolean =>
  event.status !== "completed" && southAfricanDay(event.date) < southAfricanDay(now);
