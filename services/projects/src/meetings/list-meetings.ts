import type { RequestHandler } from "express";
import { findStudioProject, idParam, staffOf, type ServiceDeps } from "@atelier/kit";
import { toMeetingResponse, withAttendees } from "./meeting-response";

export function listMeetings({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const project = await findStudioProject(prisma, studioId, idParam(req.params.id, "Project"));
    const meetings = await prisma.meeting.findMany({ where: { projectId: project.id }, orderBy: { scheduledAt: "asc" }, include: withAttendees });
    res.json(meetings.map(toMeetingResponse));
  };
}
