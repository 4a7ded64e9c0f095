import type { Staff } from "@atelier/kit";
import { changeMeeting } from "./change-meeting";
import { invitees, startInvitation } from "./invitations/start-invitation";
import type { ProjectsDeps } from "../config";
import { meetingInclude, type MeetingWithPeople } from "./meeting-response";

/** Calls the meeting off with its reason; everyone invited gets a cancellation (METHOD:CANCEL) with the next SEQUENCE. */
export function cancelMeeting(deps: ProjectsDeps, meeting: MeetingWithPeople, by: Staff, reason: string): Promise<MeetingWithPeople> {
  return changeMeeting(deps, meeting, "cancel", async (tx, { invitationSequence }) => {
    const sequence = invitationSequence + 1;
    const cancelled = await tx.meeting.update({
      where: { id: meeting.id },
      data: { status: "cancelled", cancelledAt: new Date(), cancellationReason: reason, invitationSequence: sequence },
      include: meetingInclude,
    });
    await startInvitation(tx, { ...by, projectId: meeting.projectId }, { meetingId: meeting.id, method: "CANCEL", sequence, to: invitees(cancelled.attendees) });
    return cancelled;
  });
}
