import { z } from "zod";
import { emailField } from "./auth";
import { dateOnly, dateTime, optionalText, optionalWebUrl, requiredText } from "./fields";
import { stateRules } from "./state-rules";

export const MEETING_TYPES = ["consultation", "site_visit", "presentation", "review", "installation"] as const;
export const MEETING_STATUSES = ["scheduled", "in_progress", "completed", "cancelled"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export type VisitAction = "edit" | "start" | "complete" | "cancel";

const VISIT_ACTION_WORDS: Record<VisitAction, string> = { edit: "edited", start: "started", complete: "completed", cancel: "cancelled" };
/** "This meeting is in progress and cannot be edited": the 409 of a meeting's or an installation's refused action. */
export const visitRefusal = (record: string, status: string, action: VisitAction) => `This ${record} is ${status.replace("_", " ")} and cannot be ${VISIT_ACTION_WORDS[action]}`;

/**
 * A meeting is changed or started while scheduled; one never started in the app may still be completed (its outcomes
 * recorded afterwards); a completed or cancelled one is final.
 */
export const MEETING_RULES = stateRules<MeetingStatus, VisitAction>(
  { edit: ["scheduled"], start: ["scheduled"], complete: ["scheduled", "in_progress"], cancel: ["scheduled", "in_progress"] },
  (status, action) => visitRefusal("meeting", status, action),
);
export const PRIORITIES = ["low", "medium", "high", "urgent"] as const;

export const attendeeSchema = z.object({
  name: requiredText("Attendee name is required", 120),
  role: optionalText(120),
  email: z.union([z.literal("").transform(() => null), emailField, z.null()]).optional().transform((email) => email ?? null),
});

/** The Schedule Meeting form (spec section 5). */
export const createMeetingRequestSchema = z.object({
  title: requiredText("Title is required"),
  description: optionalText(),
  type: z.enum(MEETING_TYPES).default("consultation"),
  scheduledAt: dateTime(),
  duration: z
    .number({ error: "Duration must be a number of minutes" })
    .int({ message: "Duration must be a whole number of minutes", abort: true })
    .min(15, { message: "Duration must be at least 15 minutes", abort: true })
    .max(24 * 60, { message: "Duration must be at most 24 hours", abort: true })
    .refine((minutes) => minutes % 15 === 0, "Duration must be in steps of 15 minutes")
    .default(60),
  location: optionalText(300),
  /** Where Join Meeting goes (a video call): http(s) only. */
  meetingUrl: optionalWebUrl(),
  priority: z.enum(PRIORITIES).default("medium"),
  attendees: z.array(attendeeSchema, { error: "Add at least one attendee" }).min(1, "Add at least one attendee").max(50, "At most 50 attendees"),
});
export type CreateMeetingRequest = z.input<typeof createMeetingRequestSchema>;

/** Edit Meeting sends the whole form again; a new time or duration reschedules it (and re-invites the attendees). */
export const updateMeetingRequestSchema = createMeetingRequestSchema;
export type UpdateMeetingRequest = z.input<typeof updateMeetingRequestSchema>;

/** One thing to do after the meeting, with the day it is due by when there is one. */
export const followUpSchema = z.object({
  text: requiredText("Describe the follow-up", 500),
  /** The form's empty date input sends "". */
  dueDate: z.preprocess((date) => (date === "" ? null : date), dateOnly("Due date").nullish()).transform((date) => date ?? null),
});

/** Completing a meeting: what came of it and what happens next. */
export const completeMeetingRequestSchema = z.object({
  outcomes: optionalText(5000),
  followUps: z.array(followUpSchema).max(50, "At most 50 follow-ups").default([]),
});
export type CompleteMeetingRequest = z.input<typeof completeMeetingRequestSchema>;

/** Cancelling a meeting or an installation: the reason goes to everyone invited. */
export const cancelRequestSchema = z.object({
  reason: requiredText("Please give a reason for cancelling", 500),
});
export type CancelRequest = z.input<typeof cancelRequestSchema>;

export const meetingSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(MEETING_TYPES),
  scheduledAt: z.string(),
  duration: z.number(),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  status: z.enum(MEETING_STATUSES),
  attendees: z.array(z.object({ name: z.string(), role: z.string().nullable(), email: z.string().nullable() })),
  notes: z.string().nullable(),
  outcomes: z.string().nullable(),
  followUpRequired: z.boolean(),
  followUpDate: z.string().nullable(),
  followUps: z.array(z.object({ text: z.string(), dueDate: z.string().nullable() })),
  cancellationReason: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;
