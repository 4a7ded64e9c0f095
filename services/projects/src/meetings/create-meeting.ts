import type { createMeetingRequestSchema } from "@atelier/contracts";
import type { Prisma, Project } from "@atelier/db";
import type { Staff } from "@atelier/kit";
import type { z } from "zod";
import { invitees, startInvitation } from "./invitations/start-invitation";
import type { ProjectsDeps } from "../config";
import { meetingInclude, type MeetingWithPeople } from "./meeting-response";
import { recordMeetingActivity } from "./meeting-activity";

export type NewMeeting = z.infer<typeof createMeetingRequestSchema>;
/** More of the same change, written in the meeting's transaction (the timeline's Schedule Meeting adds its event). */
export type AlongsideMeeting = (tx: Prisma.TransactionClient, meeting: MeetingWithPeople) => Promise<unknown>;

/**
 * A meeting of the project, created as scheduled, with its attendees in the order given; the attendees
 * with an e-mail address are sent its calendar invitation by a job started in the same transaction.
 */
export async function createMeeting(
  { prisma, changes }: ProjectsDeps,
  project: Pick<Project, "id">,
  by: Staff,
  { attendees, scheduledAt, ...input }: NewMeeting,
  alongside?: AlongsideMeeting,
): Promise<MeetingWithPeople> {
  const meeting = await prisma.$transaction(async (tx) => {
    const created = await tx.meeting.create({
      data: {
        ...input,
        scheduledAt: new Date(scheduledAt),
        projectId: project.id,
        status: "scheduled",
        attendees: { create: attendees.map((attendee, sortOrder) => ({ ...attendee, sortOrder })) },
      },
      include: meetingInclude,
    });
    const owner = { ...by, projectId: project.id };
    await startInvitation(tx, owner, { meetingId: created.id, method: "REQUEST", sequence: 0, to: invitees(created.attendees) });
    await recordMeetingActivity(tx, "schedule", null, created);
    await alongside?.(tx, created);
    return created;
  });
  changes.announce(project.id, "meetings", meeting.id);
  return meeting;
}
