import { itemOverdueEvent, PRODUCTION_DONE_STATUSES, studioDay } from "@atelier/contracts";
import { daysAfter, toDateOnly, type PrismaClient } from "@atelier/db";
import { uuidFrom, writeEvent } from "@atelier/kit";

/** The item.overdue of one item for one expected date: the same id however often the daily check runs, so it is written once. */
export const overdueEventId = (productionItemId: string, expectedOn: string) => uuidFrom(`item-overdue:${productionItemId}:${expectedOn}`);

/**
 * Writes item.overdue for each production item whose estimated completion passed (before today in its studio's
 * time zone) while it is not yet ready: once per item and expected date, so a moved date that passes again is told again.
 * The designer told is the project's (its creator), else the approved quote's author.
 */
export async function flagOverdueItems(prisma: PrismaClient, now = new Date()): Promise<{ overdue: number }> {
  // Every zone's today is at most a day after UTC's: the query reads each item that may be overdue somewhere.
  const candidates = await prisma.productionItem.findMany({
    where: { estimatedCompletion: { lt: daysAfter(studioDay(now, "UTC"), 1) }, status: { notIn: [...PRODUCTION_DONE_STATUSES] } },
    select: {
      id: true,
      name: true,
      projectId: true,
      estimatedCompletion: true,
      project: { select: { studioId: true, createdById: true, studio: { select: { timeZone: true } } } },
      quoteLine: { select: { roomItemId: true, quote: { select: { createdById: true } } } },
    },
  });
  const items = candidates.filter((item) => toDateOnly(item.estimatedCompletion!) < studioDay(now, item.project.studio.timeZone));
  for (const item of items) {
    const expectedOn = toDateOnly(item.estimatedCompletion!);
    await writeEvent(
      prisma,
      itemOverdueEvent,
      overdueEventId(item.id, expectedOn),
      {
        projectId: item.projectId,
        studioId: item.project.studioId,
        productionItemId: item.id,
        roomItemId: item.quoteLine?.roomItemId ?? null,
        name: item.name,
        expectedOn,
        designerId: item.project.createdById ?? item.quoteLine?.quote.createdById ?? null,
      },
    );
  }
  return { overdue: items.length };
}
