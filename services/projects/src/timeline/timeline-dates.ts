import { momentOfWallClock, studioDay } from "@atelier/contracts";

/** A milestone's calendar date is the start of that day in the studio's time zone; a date with a time is that moment. */
export const timelineMoment = (date: string, timeZone: string): Date => momentOfWallClock(date, timeZone) ?? new Date(date);

/** Overdue: not completed, and the whole day of its date is over where the studio is, so a meeting later today is not overdue this morning. */
export const isOverdue = (event: { status: string; date: Date }, timeZone: string, now: Date): boolean =>
  event.status !== "completed" && studioDay(event.date, timeZone) < studioDay(now, timeZone);
