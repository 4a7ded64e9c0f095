import { z } from "zod";
import { dateOnly, optionalText } from "./fields";

/** What the time went on: a studio bills and reports by these. */
export const TIME_ACTIVITIES = ["design", "site_visit", "meeting", "procurement", "installation", "admin"] as const;
export type TimeActivity = (typeof TIME_ACTIVITIES)[number];

/** Each activity as an invoice's line and the studio's rates name it. */
export const TIME_ACTIVITY_NAMES: Record<TimeActivity, string> = {
  design: "Design",
  site_visit: "Site visits",
  meeting: "Meetings",
  procurement: "Procurement",
  installation: "Installation",
  admin: "Administration",
};

/** A day's work at most: an entry longer than that is a typing mistake. */
export const MAX_ENTRY_MINUTES = 24 * 60;
const MINUTES_MESSAGE = `Minutes must be a whole number from 1 to ${MAX_ENTRY_MINUTES}`;

const minutes = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.number({ error: MINUTES_MESSAGE }).int(MINUTES_MESSAGE).min(1, MINUTES_MESSAGE).max(MAX_ENTRY_MINUTES, MINUTES_MESSAGE),
);

export const TIME_MESSAGES = {
  billed: "This time is on an invoice already and cannot change",
  notYours: "Only the studio's owner and admins can change another member's time",
  timerRunning: "Your timer is already running: stop it first",
  noTimer: "Your timer is not running",
  nothingToBill: "No billable time on this project is left to bill",
  noHourlyRate: "Set the studio's hourly rate (or the activity's) in Settings (Invoices and Payment), or the member's on the Team card, before billing time",
  timeBilled: "A draft fee invoice now bills the time: review and issue it in Accounts",
} as const;

/** POST /api/projects/:id/time-entries: time the caller spent on the project. */
export const createTimeEntryRequestSchema = z.object({
  date: dateOnly("Date"),
  minutes,
  activity: z.enum(TIME_ACTIVITIES, `Activity must be one of: ${TIME_ACTIVITIES.join(", ")}`),
  note: optionalText(500),
  billable: z.boolean({ error: "Billable must be true or false" }).default(true),
});
export type CreateTimeEntryRequest = z.input<typeof createTimeEntryRequestSchema>;

/** PUT /api/time-entries/:id: the fields sent change (an entry not yet billed). */
export const updateTimeEntryRequestSchema = createTimeEntryRequestSchema.partial();
export type UpdateTimeEntryRequest = z.input<typeof updateTimeEntryRequestSchema>;

/** POST /api/projects/:id/timer: starts the caller's timer on the project. */
export const startTimerRequestSchema = z.object({
  activity: createTimeEntryRequestSchema.shape.activity,
  note: optionalText(500),
});
export type StartTimerRequest = z.input<typeof startTimerRequestSchema>;

export const timeEntrySchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  /** Who spent the time, and their name as the studio knows them. */
  userId: z.uuid(),
  userName: z.string(),
  date: z.string(),
  minutes: z.number().int(),
  activity: z.enum(TIME_ACTIVITIES),
  note: z.string().nullable(),
  billable: z.boolean(),
  /** The invoice the time was billed on; billed time no longer changes. */
  invoiceId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** The caller's running timer, wherever it runs; null when none does. */
export const timerSchema = z
  .object({
    projectId: z.uuid(),
    projectTitle: z.string(),
    activity: z.enum(TIME_ACTIVITIES),
    note: z.string().nullable(),
    startedAt: z.iso.datetime(),
  })
  .nullable();
export type Timer = z.infer<typeof timerSchema>;

/** GET /api/projects/:id/time-entries: newest first, with the project's totals in minutes. */
export const projectTimeSchema = z.object({
  entries: z.array(timeEntrySchema),
  totals: z.object({ minutes: z.number().int(), billableMinutes: z.number().int(), unbilledMinutes: z.number().int() }),
});
export type ProjectTime = z.infer<typeof projectTimeSchema>;

/** "1 h 30 min", "45 min", "2 h". */
export function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Whole minutes of a timer stopped at `stoppedAt`, at least one (a timer stopped at once still counts). */
export function timerMinutes(startedAt: Date, stoppedAt: Date): number {
  return Math.min(MAX_ENTRY_MINUTES, Math.max(1, Math.round((stoppedAt.getTime() - startedAt.getTime()) / 60_000)));
}
