import { MEETING_RULES, type VisitAction } from "@atelier/contracts";
import type { MeetingStatus, Prisma } from "@atelier/db";
import { assertStateAllows, notFound } from "@atelier/kit";

export interface LockedMeeting {
  status: MeetingStatus;
  invitationSequence: number;
}

/**
 * Locks the meeting's row until the transaction ends, so two changes never both pass the check, and
 * refuses with 409 an action its status does not allow (MEETING_RULES).
 */
export async function lockMeetingFor(tx: Prisma.TransactionClient, meetingId: string, action: VisitAction): Promise<LockedMeeting> {
  const [row] = await tx.$queryRaw<Array<{ status: MeetingStatus; invitation_sequence: number }>>`
    SELECT status::text AS status, invitation_sequence FROM meetings WHERE id = ${meetingId}::uuid FOR UPDATE`;
  if (!row) throw notFound("Meeting not found");
  assertStateAllows(MEETING_RULES, row.status, action);
  return { status: row.status, invitationSequence: row.invitation_sequence };
}
