import { shownTimelineStatus, wallClockText, type TimelineEvent } from "@atelier/contracts";

export const TIMELINE_CSV_HEADER = ["Title", "Description", "Date", "Status", "Category"] as const;

/** A spreadsheet reads a cell starting with one of these as a formula (OWASP's CSV injection list, with tab and carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: a leading formula character is defused with an apostrophe, and a cell with a comma, quote or line break is quoted, its quotes doubled. */
export function csvCell(value: string): string {
  const defused = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/**
 * "2026-12-01" for a milestone (midnight), "2026-12-01 14:30" for something at a time of day, on the studio's clock,
 * as overdue is worked out: the export reads the same wherever it is made.
 */
export function csvDate(iso: string, timeZone: string): string {
  const [day, time] = wallClockText(new Date(iso), timeZone).split("T");
  return time === "00:00" ? day! : `${day} ${time}`;
}

/** The timeline as the spec's CSV (Title, Description, Date, Status, Category), CRLF line ends as RFC 4180 has them. */
export function timelineCsv(events: readonly TimelineEvent[], timeZone: string): string {
  const rows = events.map((event) => [event.title, event.description ?? "", csvDate(event.date, timeZone), shownTimelineStatus(event), event.category]);
  return [TIMELINE_CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
