import type { MeetingStatus, Prisma } from "@atelier/db";
import { HttpError, notFound } from "@atelier/kit";

export type MeetingAction = "edit" | "start" | "complete" | "cancel";

/**
 * The statuses each action may start from. A meeting never started in the app may still be completed
 * (its outcomes recorded afterwards); a completed or cancelled one is final.
 */
const ALLOWED_FROM: Record<MeetingAction, readonly MeetingStatus[]> = {
  edit: ["scheduled"],
  start: ["scheduled"],
  complete: ["scheduled", "in_progress"],
  cancel: ["scheduled", "in_progress"],
};

const DONE: Record<MeetingAction, string> = { edit: "edited", start: "started", complete: "completed", cancel: "cancelled" };
const STATUS_WORDS: Record<MeetingStatus, string> = { scheduled: "scheduled", in_progress: "in progress", completed: "completed", cancelled: "cancelled" };

export interface LockedMeeting {
  status: MeetingStatus;
  invitationSequence: number;
}

/**
 * Locks the meeting's row until the transaction ends, so two changes never both pass the check, and
 * refuses with 409 an action its status does not allow.
 */
export async function lockMeetingFor(tx: Prisma.TransactionClient, meetingId: string, action: MeetingAction): Promise<LockedMeeting> {
  const [row] = await tx.$queryRaw<Array<{ status: MeetingStatus; invitation_sequence: number }>>`
    SELECT status::text AS status, invitation_sequence FROM meetings WHERE id = ${meetingId}::uuid FOR UPDATE`;
  if (!row) throw notFound("Meeting not found");
  if (!ALLOWED_FROM[action].includes(row.status)) throw new HttpError(409, `This meeting is ${STATUS_WORDS[row.status]} and cannot be ${DONE[action]}`);
  return { status: row.status, invitationSequence: row.invitation_sequence };
}
