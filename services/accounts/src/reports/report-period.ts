import { momentOfWallClock, studioDay, type TimeReportQuery } from "@atelier/contracts";
import { daysAfter, toDateOnly } from "@atelier/db";

/** The days a report covers, and the moments they start and end on the studio's clock. */
export interface ReportPeriod {
  from: string;
  to: string;
  start: Date;
  /** The start of the day after `to`. */
  end: Date;
}

/** The period asked for; a missing `from` is the first of `to`'s month, a missing `to` the studio's today. */
export function reportPeriod({ from, to }: TimeReportQuery, timeZone: string, now = new Date()): ReportPeriod {
  const last = to ?? studioDay(now, timeZone);
  const first = from ?? `${last.slice(0, 8)}01`;
  return { from: first, to: last, start: momentOfWallClock(first, timeZone)!, end: momentOfWallClock(toDateOnly(daysAfter(last, 1))!, timeZone)! };
}
