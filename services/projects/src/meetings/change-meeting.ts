import type { VisitAction } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import type { ProjectsDeps } from "../config";
import type { MeetingWithPeople } from "./meeting-response";
import { lockMeetingFor, type LockedMeeting } from "./meeting-status";
import { recordMeetingActivity } from "./meeting-activity";

/**
 * One change to an existing meeting: in a transaction holding the meeting's row, refused with 409 when
 * its status does not allow the action; afterwards the outbox is woken for the jobs it started and the
 * project's open pages are told.
 */
export async function changeMeeting(
  { prisma, changes }: ProjectsDeps,
  meeting: MeetingWithPeople,
  action: VisitAction,
  write: (tx: Prisma.TransactionClient, locked: LockedMeeting) => Promise<MeetingWithPeople>,
): Promise<MeetingWithPeople> {
  const changed = await prisma.$transaction(async (tx) => {
    const written = await write(tx, await lockMeetingFor(tx, meeting.id, action));
    await recordMeetingActivity(tx, action, meeting, written);
    return written;
  });
  changes.announce(meeting.projectId, "meetings", meeting.id);
  return changed;
}
