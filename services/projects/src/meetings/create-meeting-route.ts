import { createMeetingRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toMeetingResponse, withAttendees } from "./meeting-response";

/** Meetings are created as scheduled, with their attendees in the order given. */
export function createMeeting({ prisma, changes }: ProjectsDeps): AccessHandler<Staff, Project> {
  return async (req, res, { record: project }) => {
    const { attendees, scheduledAt, ...input } = parseInput(createMeetingRequestSchema, req.body);
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
    res.status(201).json(toMeetingResponse(meeting));
  };
}
