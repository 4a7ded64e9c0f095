import type { Meeting as MeetingResponse } from "@atelier/contracts";
import { toDateOnly, type Meeting, type MeetingAttendee, type MeetingFollowUp } from "@atelier/db";

/** What a meeting's answer reads besides its own row: attendees and follow-ups, in the order given. */
export const meetingInclude = { attendees: { orderBy: { sortOrder: "asc" } }, followUps: { orderBy: { sortOrder: "asc" } } } as const;

export type MeetingWithPeople = Meeting & { attendees: MeetingAttendee[]; followUps: MeetingFollowUp[] };

export function toMeetingResponse(meeting: MeetingWithPeople): MeetingResponse {
  return {
    id: meeting.id,
    projectId: meeting.projectId,
    title: meeting.title,
    description: meeting.description,
    type: meeting.type,
    scheduledAt: meeting.scheduledAt.toISOString(),
    duration: meeting.duration,
    location: meeting.location,
    meetingUrl: meeting.meetingUrl,
    priority: meeting.priority,
    status: meeting.status,
    attendees: meeting.attendees.map(({ name, role, email }) => ({ name, role, email })),
    notes: meeting.notes,
    outcomes: meeting.outcomes,
    followUpRequired: meeting.followUpRequired,
    followUpDate: toDateOnly(meeting.followUpDate),
    followUps: meeting.followUps.map(({ text, dueDate }) => ({ text, dueDate: toDateOnly(dueDate) })),
    cancellationReason: meeting.cancellationReason,
    startedAt: meeting.startedAt?.toISOString() ?? null,
    completedAt: meeting.completedAt?.toISOString() ?? null,
    createdAt: meeting.createdAt.toISOString(),
  };
}
