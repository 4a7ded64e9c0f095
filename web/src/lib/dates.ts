import { addHours, format, isValid, parseISO, startOfHour } from "date-fns";

/* The product's two date formats (spec section 9). */
const DATE_TIME_FORMAT = "MMM dd, HH:mm";
const DATE_FORMAT = "MMM dd, yyyy";

/** "Nov 22, 09:30" in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  return format(parseISO(iso), DATE_TIME_FORMAT);
}

/** "Nov 22, 2026"; a bare "2026-11-22" is read as that calendar day, not as UTC midnight. */
export function formatDate(iso: string): string {
  return format(parseISO(iso), DATE_FORMAT);
}

/** Today as a date input wants it: "2026-11-22". */
export function todayDateValue(now = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

/** The next whole hour (10:20 gives 11:00, 10:00 gives 11:00), where a new meeting or installation starts rather than "now". */
export function nextWholeHour(now = new Date()): Date {
  return addHours(startOfHour(now), 1);
}

/** A moment as a datetime-local input wants it: "2026-11-22T09:30", in local time. */
export function toDateTimeLocalValue(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local value (local time) as the ISO instant the API expects; "" when it is not a date. */
export function fromDateTimeLocalValue(value: string): string {
  const date = parseISO(value);
  return value && isValid(date) ? date.toISOString() : "";
}

/** Elapsed seconds as the recorder's timer shows them: 75 → "1:15". */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${seconds.toString().padStart(2, "0")}`;
}
