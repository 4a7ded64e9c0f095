import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toMeetingResponse, meetingInclude } from "./meeting-response";

export function listMeetings({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const meetings = await prisma.meeting.findMany({ where: { projectId: project.id }, orderBy: { scheduledAt: "asc" }, include: meetingInclude });
    res.json(meetings.map(toMeetingResponse));
  };
}
