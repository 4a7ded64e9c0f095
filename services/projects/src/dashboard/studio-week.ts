import { southAfricanWeek, toThisWeek, type ThisWeek } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";

const project = { select: { id: true, title: true } } as const;

/**
 * The studio's meetings and milestones for the This week panel: this week's that were not cancelled, and any
 * still open from before today. A meeting's own timeline event is left out: the meeting is listed itself.
 */
export async function studioWeek(prisma: PrismaClient, studioId: string, now: Date): Promise<ThisWeek> {
  const week = southAfricanWeek(now);
  const [meetings, milestones] = await Promise.all([
    prisma.meeting.findMany({
      where: {
        project: { studioId, archivedAt: null },
        OR: [
          { scheduledAt: { gte: week.start, lt: week.end }, status: { not: "cancelled" } },
          { scheduledAt: { lt: week.today }, status: { in: ["scheduled", "in_progress"] } },
        ],
      },
      select: { id: true, title: true, scheduledAt: true, status: true, project },
    }),
    prisma.timelineEvent.findMany({
      where: {
        project: { studioId, archivedAt: null },
        meetingId: null,
        OR: [{ date: { gte: week.start, lt: week.end } }, { date: { lt: week.today }, status: { not: "completed" } }],
      },
      select: { id: true, title: true, date: true, status: true, project },
    }),
  ]);
  return toThisWeek(
    [
      ...meetings.map(({ scheduledAt, ...meeting }) => ({ ...meeting, kind: "meeting" as const, at: scheduledAt, done: meeting.status === "completed" })),
      ...milestones.map(({ date, ...milestone }) => ({ ...milestone, kind: "milestone" as const, at: date, done: milestone.status === "completed" })),
    ],
    week,
  );
}
