import type { RequestHandler } from "express";
import { createMeetingRequestSchema } from "@atelier/contracts";
import { findStudioProject, idParam, parseInput, staffOf, type ServiceDeps } from "@atelier/kit";
import { toMeetingResponse, withAttendees } from "./meeting-response";

/** Meetings are created as scheduled, with their attendees in the order given. */
export function createMeeting({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const project = await findStudioProject(prisma, studioId, idParam(req.params.id, "Project"));
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
    res.status(201).json(toMeetingResponse(meeting));
  };
}
