import { southAfricanWeek, toThisWeek, type ThisWeek } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";

const project = { select: { id: true, title: true } } as const;

/**
 * The studio's installations and deliveries for the dashboard's This week panel: this week's that were not
 * cancelled, and any from before today still not completed, of projects not archived.
 */
export async function studioWeek(prisma: PrismaClient, studioId: string, now: Date): Promise<ThisWeek> {
  const week = southAfricanWeek(now);
  const [installations, deliveries] = await Promise.all([
    prisma.installation.findMany({
      where: {
        project: { studioId, archivedAt: null },
        status: { not: "cancelled" },
        OR: [{ scheduledDate: { gte: week.start, lt: week.end } }, { scheduledDate: { lt: week.today }, status: { not: "completed" } }],
      },
      select: { id: true, title: true, scheduledDate: true, status: true, project },
    }),
    prisma.delivery.findMany({
      where: {
        studioId,
        project: { archivedAt: null },
        OR: [{ scheduledDate: { gte: week.start, lt: week.end } }, { scheduledDate: { lt: week.today }, status: { not: "completed" } }],
      },
      select: { id: true, deliveryNumber: true, scheduledDate: true, status: true, project },
    }),
  ]);
  return toThisWeek(
    [
      ...installations.map(({ scheduledDate, ...installation }) => ({
        ...installation,
        kind: "installation" as const,
        at: scheduledDate,
        done: installation.status === "completed",
      })),
      ...deliveries.map(({ scheduledDate, deliveryNumber, ...delivery }) => ({
        ...delivery,
        kind: "delivery" as const,
        title: deliveryNumber,
        at: scheduledDate,
        done: delivery.status === "completed",
      })),
    ],
    week,
  );
}
