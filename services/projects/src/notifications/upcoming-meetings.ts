import { studioDay } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import type { Notifier } from "./notifier";
import { studioStaffIds } from "./studio-staff";

/** How far ahead a meeting is announced. */
export const MEETING_NOTICE_MS = 24 * 3600 * 1000;

const timeOf = (moment: Date, timeZone: string) => moment.toLocaleTimeString("en-ZA", { timeZone, hour: "2-digit", minute: "2-digit", hour12: false });

/**
 * Tells the studio's designers of each meeting that starts within the next day and is neither cancelled
 * nor completed, once a meeting: a meeting moved to another time is told again. Answers how many meetings.
 */
export async function notifyUpcomingMeetings(prisma: PrismaClient, notifier: Notifier, now = new Date()): Promise<number> {
  const meetings = await prisma.meeting.findMany({
    where: { scheduledAt: { gt: now, lte: new Date(now.getTime() + MEETING_NOTICE_MS) }, status: { notIn: ["cancelled", "completed"] } },
    include: { project: { select: { id: true, title: true, studioId: true, studio: { select: { timeZone: true } } } } },
    orderBy: { scheduledAt: "asc" },
  });
  const staffOf = new Map<string, Promise<string[]>>();
  for (const meeting of meetings) {
    const { project } = meeting;
    if (!staffOf.has(project.studioId)) staffOf.set(project.studioId, studioStaffIds(prisma, project.studioId));
    const { timeZone } = project.studio;
    const today = studioDay(meeting.scheduledAt, timeZone) === studioDay(now, timeZone);
    await notifier.notify({
      studioId: project.studioId,
      userIds: await staffOf.get(project.studioId)!,
      kind: "meeting_tomorrow",
      projectId: project.id,
      title: today ? "Meeting today" : "Meeting tomorrow",
      message: `${meeting.title} for ${project.title} at ${timeOf(meeting.scheduledAt, timeZone)}${meeting.location ? `, ${meeting.location}` : ""}.`,
      link: `/projects/${project.id}`,
      dedupeKey: `meeting:${meeting.id}:${meeting.scheduledAt.toISOString()}`,
    });
  }
  return meetings.length;
}
