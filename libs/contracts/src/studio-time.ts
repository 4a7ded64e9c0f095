import { z } from "zod";

/** Where a new studio keeps its diary; the owner may choose another zone in the studio settings. */
export const DEFAULT_STUDIO_TIME_ZONE = "Africa/Johannesburg";

/** A moment's reading on a wall clock in some zone; month is 1-12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    clocks.set(zone, clock);
  }
  return clock;
}

/** The zone's canonical IANA name ("africa/johannesburg" gives "Africa/Johannesburg"), or null when Intl does not know it. */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A studio's time zone in a request: an IANA name such as "Africa/Johannesburg", kept in its canonical spelling. */
export const timeZoneField = z
  .string({ error: "Time zone must be a time zone name, such as Africa/Johannesburg" })
  .trim()
  .transform((zone, context) => {
    const canonical = zone.includes("/") || zone === "UTC" ? canonicalTimeZone(zone) : null;
    if (canonical === null) {
      context.addIssue({ code: "custom", message: "Time zone must be a time zone name, such as Africa/Johannesburg" });
      return z.NEVER;
    }
    return canonical;
  });

export function wallClockOf(moment: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const { type, value } of clockOf(zone).formatToParts(moment)) {
    if (type !== "literal") parts[type] = Number(value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

const twoDigits = (value: number) => value.toString().padStart(2, "0");

/** The calendar day a moment falls on in the zone: "2026-11-23". */
export function studioDay(moment: Date, zone: string): string {
  const { year, month, day } = wallClockOf(moment, zone);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The moment as the zone's wall clock shows it to the minute, as a datetime-local input holds it: "2026-11-23T09:30". */
export function wallClockText(moment: Date, zone: string): string {
  const { hour, minute } = wallClockOf(moment, zone);
  return `${studioDay(moment, zone)}T${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** How far the zone's clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(moment: number, zone: string): number {
  const clock = wallClockOf(new Date(moment), zone);
  const asIfUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asIfUtc - Math.floor(moment / 1000) * 1000;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The moment the zone's clocks show `text` ("2026-11-23" for its midnight, or "2026-11-23T09:30"), or null when
 * `text` is not such a reading. A reading skipped by a daylight-saving change is taken at the offset before it.
 */
export function momentOfWallClock(text: string, zone: string): Date | null {
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(asIfUtc) || new Date(asIfUtc).getUTCDate() !== day) return null;
  const firstGuess = asIfUtc - offsetAt(asIfUtc, zone);
  return new Date(asIfUtc - offsetAt(firstGuess, zone));
}

/** Whole days from one calendar day ("YYYY-MM-DD") to a later one: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
