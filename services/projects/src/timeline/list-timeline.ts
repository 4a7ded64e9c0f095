import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toTimelineEventResponse, withMeeting } from "./timeline-response";

/** GET /api/projects/:id/timeline: every event of the project in date order, the earliest first. */
export function listTimeline({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const events = await prisma.timelineEvent.findMany({ where: { projectId: project.id }, orderBy: [{ date: "asc" }, { createdAt: "asc" }], include: withMeeting });
    const now = new Date();
    // Sorted again by the date shown: a rescheduled meeting's is its meeting's. The sort is stable, so a tie stays in creation order.
    res.json(events.map((event) => toTimelineEventResponse(event, now)).sort((a, b) => a.date.localeCompare(b.date)));
  };
}
