import { sendMeetingInvitationJob } from "@atelier/contracts";
import type { MeetingAttendee, Prisma } from "@atelier/db";
import { startJobInTransaction, type JobOwner } from "@atelier/kit";
import type { CalendarPerson } from "./meeting-calendar";

/** The attendees an invitation can reach: those with an e-mail address, each address once. */
export function invitees(attendees: ReadonlyArray<Pick<MeetingAttendee, "name" | "email">>): CalendarPerson[] {
  const byAddress = new Map<string, CalendarPerson>();
  for (const { name, email } of attendees) if (email && !byAddress.has(email.toLowerCase())) byAddress.set(email.toLowerCase(), { name, email });
  return [...byAddress.values()];
}

/** Starts the invitation's mail job in the change's transaction; nobody to mail starts nothing. */
export async function startInvitation(
  tx: Prisma.TransactionClient,
  owner: JobOwner,
  invitation: { meetingId: string; method: "REQUEST" | "CANCEL"; sequence: number; to: CalendarPerson[] },
): Promise<void> {
  if (invitation.to.length === 0) return;
  await startJobInTransaction(tx, sendMeetingInvitationJob, owner, invitation);
}
