import type { createMeetingRequestSchema } from "@atelier/contracts";
import type { Meeting, MeetingAttendee, Project } from "@atelier/db";
import type { z } from "zod";
import type { ProjectsDeps } from "../config";
import { withAttendees } from "./meeting-response";

type NewMeeting = z.infer<typeof createMeetingRequestSchema>;

/** A meeting of the project, created as scheduled, with its attendees in the order given. */
export async function createMeeting(
  { prisma, changes }: ProjectsDeps,
  project: Pick<Project, "id">,
  { attendees, scheduledAt, ...input }: NewMeeting,
): Promise<Meeting & { attendees: MeetingAttendee[] }> {
  const meeting = await prisma.meeting.create({
    data: {
      ...input,
      scheduledAt: new Date(scheduledAt),
      projectId: project.id,
      status: "scheduled",
      attendees: { create: attendees.map((attendee, sortOrder) => ({ ...attendee, sortOrder })) },
    },
    include: withAttendees,
  });
  changes.announce(project.id, "meetings", meeting.id);
  return meeting;
}
