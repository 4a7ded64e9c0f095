import type { Meeting as MeetingResponse } from "@atelier/contracts";
import type { Meeting, MeetingAttendee } from "@atelier/db";
import { toDateOnly } from "../db-values";

export const withAttendees = { attendees: { orderBy: { sortOrder: "asc" } } } as const;

export function toMeetingResponse(meeting: Meeting & { attendees: MeetingAttendee[] }): MeetingResponse {
  return {
    id: meeting.id,
    projectId: meeting.projectId,
    title: meeting.title,
    description: meeting.description,
    type: meeting.type,
    scheduledAt: meeting.scheduledAt.toISOString(),
    duration: meeting.duration,
    location: meeting.location,
    priority: meeting.priority,
    status: meeting.status,
    attendees: meeting.attendees.map(({ name, role, email }) => ({ name, role, email })),
    notes: meeting.notes,
    outcomes: meeting.outcomes,
    followUpRequired: meeting.followUpRequired,
    followUpDate: toDateOnly(meeting.followUpDate),
    createdAt: meeting.createdAt.toISOString(),
  };
}
