import { MEETING_RULES, type VisitAction } from "@atelier/contracts";
import type { MeetingStatus, Prisma } from "@atelier/db";
import { conflict, notFound } from "@atelier/kit";

export type MeetingAction = VisitAction;

export interface LockedMeeting {
  status: MeetingStatus;
  invitationSequence: number;
}

/**
 * Locks the meeting's row until the transaction ends, so two changes never both pass the check, and
 * refuses with 409 an action its status does not allow (MEETING_RULES).
 */
export async function lockMeetingFor(tx: Prisma.TransactionClient, meetingId: string, action: MeetingAction): Promise<LockedMeeting> {
  const [row] = await tx.$queryRaw<Array<{ status: MeetingStatus; invitation_sequence: number }>>`
    SELECT status::text AS status, invitation_sequence FROM meetings WHERE id = ${meetingId}::uuid FOR UPDATE`;
  if (!row) throw notFound("Meeting not found");
  if (!MEETING_RULES.allows(row.status, action)) throw conflict(MEETING_RULES.refusal(row.status, action));
  return { status: row.status, invitationSequence: row.invitation_sequence };
}
