import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toTimelineEventResponse } from "./timeline-response";

/** GET /api/projects/:id/timeline: every event of the project in date order, the earliest first. */
export function listTimeline({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const events = await prisma.timelineEvent.findMany({ where: { projectId: project.id }, orderBy: [{ date: "asc" }, { createdAt: "asc" }] });
    const now = new Date();
    res.json(events.map((event) => toTimelineEventResponse(event, now)));
  };
}
