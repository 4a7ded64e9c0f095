import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toMeetingResponse, withAttendees } from "./meeting-response";

export function listMeetings({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const meetings = await prisma.meeting.findMany({ where: { projectId: project.id }, orderBy: { scheduledAt: "asc" }, include: withAttendees });
    res.json(meetings.map(toMeetingResponse));
  };
}
