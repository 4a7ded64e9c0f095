import { formatMinutes } from "@atelier/contracts";
import { toDateOnly, type TimeEntry } from "@atelier/db";
import { choice, type FieldShown } from "@atelier/kit";

/** The entry's fields whose changes its activity shows. */
export const TIME_ENTRY_FIELDS: Partial<Record<keyof TimeEntry, FieldShown>> = {
  date: "Date",
  minutes: { label: "Time", show: (minutes) => formatMinutes(Number(minutes)) },
  activity: choice("Activity"),
  note: "Note",
  billable: "Billable",
};

/** "1 h 30 min on 2026-11-28". */
export const timeEntryRecord = (entry: Pick<TimeEntry, "id" | "minutes" | "date">) => ({ type: "time-entry" as const, id: entry.id, label: `${formatMinutes(entry.minutes)} on ${toDateOnly(entry.date)}` });
