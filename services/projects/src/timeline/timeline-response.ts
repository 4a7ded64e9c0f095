import type { TimelineEvent as TimelineEventResponse } from "@atelier/contracts";
import type { TimelineEvent } from "@atelier/db";
import { isOverdue } from "./timeline-dates";

/** A meeting's event reads its title and time from the meeting, so a renamed or rescheduled meeting moves on the timeline too. */
export const withMeeting = { meeting: { select: { title: true, scheduledAt: true } } } as const;
export type TimelineEventWithMeeting = TimelineEvent & { meeting: { title: string; scheduledAt: Date } | null };

/** Who added the event: Schedule Meeting links its meeting, a subscriber keeps the domain event's id, a designer neither. */
export const originOf = (event: Pick<TimelineEvent, "meetingId" | "sourceEventId">): TimelineEventResponse["origin"] =>
  event.meetingId ? "meeting" : event.sourceEventId ? "event" : "designer";

/** The event as the API answers it; `timeZone` is the studio's, whose calendar days decide what is overdue. */
export function toTimelineEventResponse(event: TimelineEventWithMeeting, timeZone: string, now = new Date()): TimelineEventResponse {
  // "overdue" is computed from the date, never stored: the enum keeps the value only because the spec lists it.
  const status = event.status === "overdue" ? "pending" : event.status;
  const date = event.meeting?.scheduledAt ?? event.date;
  return {
    id: event.id,
    projectId: event.projectId,
    title: event.meeting?.title ?? event.title,
    description: event.description,
    date: date.toISOString(),
    status,
    overdue: isOverdue({ status, date }, timeZone, now),
    category: event.category,
    attachments: event.attachments,
    origin: originOf(event),
    meetingId: event.meetingId,
    notice: event.notice,
    createdAt: event.createdAt.toISOString(),
  };
}
