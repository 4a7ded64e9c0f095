import { z } from "zod";
import { DATE_YEARS, dateOnly, dateTime, optionalText, requiredText } from "./fields";
import { createMeetingRequestSchema } from "./meetings";

/** What a designer sets; "overdue" is not stored but worked out from the date (see `overdue`). */
export const TIMELINE_STATUSES = ["pending", "in_progress", "completed"] as const;
export const TIMELINE_CATEGORIES = ["design", "approval", "production", "delivery", "milestone"] as const;
/** Who put an event on the timeline: a designer (Add Milestone), Schedule Meeting, or the project's own events (a quote approved, a delivery completed). */
export const TIMELINE_ORIGINS = ["designer", "meeting", "event"] as const;

export type TimelineStatus = (typeof TIMELINE_STATUSES)[number];
export type TimelineCategory = (typeof TIMELINE_CATEGORIES)[number];

export const TIMELINE_DATE_MESSAGE = "Date is required";

const calendarDate = dateOnly("Date");
const moment = dateTime();
/** A milestone's calendar date ("2026-12-01"), or a moment with its offset for something at a time of day. */
const isTimelineDate = (value: string) => calendarDate.safeParse(value).success || moment.safeParse(value).success;

/** Add Milestone (spec sections 5 and 7): title and date required, category milestone unless chosen, created as pending. */
export const createTimelineEventRequestSchema = z.object({
  title: requiredText("Title is required"),
  description: optionalText(),
  date: z.string({ error: TIMELINE_DATE_MESSAGE }).trim().min(1, { message: TIMELINE_DATE_MESSAGE, abort: true }).refine(isTimelineDate, `Date must be a real date (YYYY-MM-DD) or a date and time, in the years ${DATE_YEARS.min} to ${DATE_YEARS.max}`),
  category: z.enum(TIMELINE_CATEGORIES).default("milestone"),
  status: z.literal("pending", { error: "A new timeline event starts as pending" }).default("pending"),
});
export type CreateTimelineEventRequest = z.input<typeof createTimelineEventRequestSchema>;

/** Schedule Meeting from the timeline: a real meeting with the project's client, shown on the timeline under design at its date and time. */
export const scheduleTimelineMeetingRequestSchema = z.object({
  title: requiredText("Title is required"),
  description: optionalText(),
  date: dateTime(),
  category: z.literal("design", { error: "A meeting is on the timeline under design" }).default("design"),
  status: z.literal("pending", { error: "A new timeline event starts as pending" }).default("pending"),
  duration: createMeetingRequestSchema.shape.duration,
  location: createMeetingRequestSchema.shape.location,
});
export type ScheduleTimelineMeetingRequest = z.input<typeof scheduleTimelineMeetingRequestSchema>;

export const updateTimelineEventRequestSchema = z.object({
  status: z.enum(TIMELINE_STATUSES, { error: `Status must be one of ${TIMELINE_STATUSES.join(", ")}` }),
});
export type UpdateTimelineEventRequest = z.input<typeof updateTimelineEventRequestSchema>;

export const timelineEventSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  date: z.string(),
  status: z.enum(TIMELINE_STATUSES),
  /** Not completed, and its day (in South African time) is over. */
  overdue: z.boolean(),
  category: z.enum(TIMELINE_CATEGORIES),
  attachments: z.array(z.string()),
  origin: z.enum(TIMELINE_ORIGINS),
  /** The meeting Schedule Meeting created, for an event of origin "meeting". */
  meetingId: z.uuid().nullable(),
  /**
   * A warning kept for the record (a delivery or installation delayed): something that happened, not a step of
   * the project, so it has no status to change, is never overdue and is left out of the progress.
   */
  notice: z.boolean(),
  createdAt: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/**
 * What a designer may do to a timeline event, whatever its status (pending, in progress and completed move freely):
 * move the status of any but a notice; delete only a milestone a designer added, as a meeting's event goes with its
 * meeting and what happened (a quote approved) stays. The projects service answers 409 with the refusal.
 */
export const TIMELINE_EVENT_RULES = {
  canSetStatus: (event: Pick<TimelineEvent, "notice">) => !event.notice,
  setStatusRefusal: "A notice records what happened and has no status to change",
  canDelete: (event: Pick<TimelineEvent, "origin">) => event.origin === "designer",
  deleteRefusal: "Only a milestone added on the timeline can be deleted; meetings and the project's own events stay",
} as const;

/** The status a person reads: a notice is one, overdue when the date passed uncompleted, else the stored one. */
export const shownTimelineStatus = (event: Pick<TimelineEvent, "status" | "overdue" | "notice">): TimelineStatus | "overdue" | "notice" =>
  event.notice ? "notice" : event.overdue ? "overdue" : event.status;

/**
 * Progress as the spec defines it, completed events over all the project's steps, as a whole percent (0 with none).
 * The steps are what was planned: milestones and meetings. What happened on its own (a quote approved, a delivery
 * completed) and notices are on the timeline as a record, and one approval and one delivery are not a finished project.
 */
export function timelineProgress(events: readonly Pick<TimelineEvent, "status" | "notice" | "origin">[]): { completed: number; total: number; percent: number } {
  const steps = events.filter((event) => !event.notice && event.origin !== "event");
  const completed = steps.filter((event) => event.status === "completed").length;
  const total = steps.length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}
