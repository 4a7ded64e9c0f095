import type { updateMeetingRequestSchema } from "@atelier/contracts";
import type { Staff } from "@atelier/kit";
import type { z } from "zod";
import { changeMeeting } from "./change-meeting";
import { invitees, startInvitation } from "./invitations/start-invitation";
import type { ProjectsDeps } from "../config";
import { meetingInclude, type MeetingWithPeople } from "./meeting-response";

type MeetingChanges = z.infer<typeof updateMeetingRequestSchema>;

/** What the attendees' calendars hold: a change to any of it is sent to them again. */
const invitationOf = (meeting: Pick<MeetingWithPeople, "title" | "description" | "scheduledAt" | "duration" | "location" | "meetingUrl" | "attendees">) =>
  JSON.stringify([
    meeting.title,
    meeting.description,
    meeting.scheduledAt.toISOString(),
    meeting.duration,
    meeting.location,
    meeting.meetingUrl,
    invitees(meeting.attendees).map(({ name, email }) => [name, email.toLowerCase()]),
  ]);

/**
 * Edits (and reschedules) a scheduled meeting, its attendees replaced by the form's. When what the
 * invitation says changed, its SEQUENCE goes up and the attendees get the new invitation; an attendee
 * taken off it gets a cancellation. The jobs start in the change's transaction.
 */
export function updateMeeting(
  deps: ProjectsDeps,
  meeting: MeetingWithPeople,
  by: Staff,
  { attendees, scheduledAt, ...input }: MeetingChanges,
): Promise<MeetingWithPeople> {
  return changeMeeting(deps, meeting, "edit", async (tx, { invitationSequence }) => {
    const before = await tx.meeting.findUniqueOrThrow({ where: { id: meeting.id }, include: meetingInclude });
    await tx.meetingAttendee.deleteMany({ where: { meetingId: meeting.id } });
    const after = await tx.meeting.update({
      where: { id: meeting.id },
      data: { ...input, scheduledAt: new Date(scheduledAt), attendees: { create: attendees.map((attendee, sortOrder) => ({ ...attendee, sortOrder })) } },
      include: meetingInclude,
    });
    if (invitationOf(before) === invitationOf(after)) return after;

    const sequence = invitationSequence + 1;
    const invited = invitees(after.attendees);
    const stillInvited = new Set(invited.map(({ email }) => email.toLowerCase()));
    const owner = { ...by, projectId: meeting.projectId };
    await startInvitation(tx, owner, { meetingId: meeting.id, method: "REQUEST", sequence, to: invited });
    await startInvitation(tx, owner, {
      meetingId: meeting.id,
      method: "CANCEL",
      sequence,
      to: invitees(before.attendees).filter(({ email }) => !stillInvited.has(email.toLowerCase())),
    });
    return tx.meeting.update({ where: { id: meeting.id }, data: { invitationSequence: sequence }, include: meetingInclude });
  });
}
