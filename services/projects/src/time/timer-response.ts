import type { Timer } from "@atelier/contracts";
import type { PrismaClient, TimeTimer } from "@atelier/db";

export const withProjectTitle = { project: { select: { title: true } } } as const;

export function toTimerResponse(timer: (TimeTimer & { project: { title: string } }) | null): Timer {
  return timer && { projectId: timer.projectId, projectTitle: timer.project.title, activity: timer.activity, note: timer.note, startedAt: timer.startedAt.toISOString() };
}

/** The member's running timer, if any. */
export const runningTimer = (prisma: Pick<PrismaClient, "timeTimer">, userId: string) => prisma.timeTimer.findUnique({ where: { userId }, include: withProjectTitle });
