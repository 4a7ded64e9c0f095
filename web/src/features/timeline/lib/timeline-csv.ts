import { shownTimelineStatus, type TimelineEvent } from "@atelier/contracts";

export const TIMELINE_CSV_HEADER = ["Title", "Description", "Date", "Status", "Category"] as const;

/** A spreadsheet reads a cell starting with one of these as a formula (OWASP's CSV injection list, with tab and carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: a leading formula character is defused with an apostrophe, and a cell with a comma, quote or line break is quoted, its quotes doubled. */
export function csvCell(value: string): string {
  const defused = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** Timeline days are South African days, as overdue is worked out: the export reads the same wherever it is made. */
const SOUTH_AFRICAN_TIME = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Johannesburg",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-12-01" for a milestone (midnight), "2026-12-01 14:30" for something at a time of day, in South African time. */
export function csvDate(iso: string): string {
  const parts = Object.fromEntries(SOUTH_AFRICAN_TIME.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  return time === "00:00" ? day : `${day} ${time}`;
}

/** The timeline as the spec's CSV (Title, Description, Date, Status, Category), CRLF line ends as RFC 4180 has them. */
export function timelineCsv(events: readonly TimelineEvent[]): string {
  const rows = events.map((event) => [event.title, event.description ?? "", csvDate(event.date), shownTimelineStatus(event), event.category]);
  return [TIMELINE_CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
