import { studioTimeZoneOf, type PrismaClient, type Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toTimelineEventResponse, withMeeting, type TimelineEventWithMeeting } from "./timeline-response";

/**
 * The project's events with their meetings. The meetings are asked for only when there are any: an include
 * would send a second query every time, with an id for each event, meeting or not.
 */
async function projectTimeline(prisma: PrismaClient, projectId: string): Promise<TimelineEventWithMeeting[]> {
  const events = await prisma.timelineEvent.findMany({ where: { projectId }, orderBy: [{ date: "asc" }, { createdAt: "asc" }] });
  const meetingIds = events.flatMap((event) => (event.meetingId ? [event.meetingId] : []));
  const meetings = meetingIds.length === 0 ? [] : await prisma.meeting.findMany({ where: { id: { in: meetingIds } }, select: { id: true, ...withMeeting.meeting.select } });
  const meetingOf = new Map(meetings.map(({ id, ...meeting }) => [id, meeting]));
  return events.map((event) => ({ ...event, meeting: (event.meetingId && meetingOf.get(event.meetingId)) || null }));
}

/** GET /api/projects/:id/timeline: every event of the project in date order, the earliest first. */
export function listTimeline({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const [events, timeZone] = await Promise.all([projectTimeline(prisma, project.id), studioTimeZoneOf(prisma, project.studioId)]);
    const now = new Date();
    // Sorted again by the date shown: a rescheduled meeting's is its meeting's. The sort is stable, so a tie stays in creation order.
    res.json(events.map((event) => toTimelineEventResponse(event, timeZone, now)).sort((a, b) => a.date.localeCompare(b.date)));
  };
}
