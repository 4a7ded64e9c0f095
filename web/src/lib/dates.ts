import { momentOfWallClock, studioDay, wallClockOf, wallClockText } from "@atelier/contracts";

/*
 * The product's two date formats (spec section 9), read on the studio's clock: a designer abroad and the
 * studio's PDFs and e-mails give the same time. Components take these bound to the studio's zone from
 * `useStudioDates` (studio-time-zone.tsx).
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const twoDigits = (value: number) => value.toString().padStart(2, "0");
const HOUR_MS = 3_600_000;

/** "Nov 22, 09:30" on the zone's clock. */
export function formatDateTime(iso: string, zone: string): string {
  const { month, day, hour, minute } = wallClockOf(new Date(iso), zone);
  return `${MONTHS[month - 1]} ${twoDigits(day)}, ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** "Nov 22, 2026"; a bare "2026-11-22" is that calendar day wherever it is read, a moment is its day in the zone. */
export function formatDate(iso: string, zone: string): string {
  const [year, month, day] = (DATE_ONLY.test(iso) ? iso : studioDay(new Date(iso), zone)).split("-").map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${twoDigits(day)}, ${year}`;
}

/** Whether the moment falls at midnight on the zone's clock: a milestone dated by its day alone. */
export function isMidnight(iso: string, zone: string): boolean {
  const { hour, minute } = wallClockOf(new Date(iso), zone);
  return hour === 0 && minute === 0;
}

/** Today in the zone, as a date input wants it: "2026-11-22". */
export function todayDateValue(zone: string, now = new Date()): string {
  return studioDay(now, zone);
}

/** The next whole hour on the zone's clock (10:20 gives 11:00, 10:00 gives 11:00), where a new meeting or installation starts rather than "now". */
export function nextWholeHour(zone: string, now = new Date()): Date {
  const { minute, second } = wallClockOf(now, zone);
  const startOfHour = now.getTime() - (minute * 60 + second) * 1000 - now.getMilliseconds();
  return new Date(startOfHour + HOUR_MS);
}

/** A moment as a datetime-local input wants it: "2026-11-22T09:30", on the zone's clock. */
export function toDateTimeLocalValue(date: Date, zone: string): string {
  return wallClockText(date, zone);
}

/** A datetime-local value (the zone's clock) as the ISO instant the API expects; "" when it is not a date. */
export function fromDateTimeLocalValue(value: string, zone: string): string {
  return momentOfWallClock(value, zone)?.toISOString() ?? "";
}

/** Elapsed seconds as the recorder's timer shows them: 75 → "1:15". */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${seconds.toString().padStart(2, "0")}`;
}
