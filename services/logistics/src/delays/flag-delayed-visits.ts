import { deliveryDelayedEvent, installationDelayedEvent } from "@atelier/contracts";
import type { Prisma, PrismaClient } from "@atelier/db";
import { recordActivity, statusChange, uuidFrom, writeEvent } from "@atelier/kit";
import { deliveryRecord } from "../deliveries/delivery-activity";
import { recordInstallationActivity } from "../installations/installation-activity";

/** How long past its time a visit may still leave or start before it counts as delayed. */
export const DELAY_GRACE_MS = 60 * 60 * 1000;

/** The delayed event of one visit at one scheduled time: written once however often the check runs, again if it is rescheduled and slips again. */
const delayedEventId = (kind: "delivery" | "installation", id: string, scheduledDate: Date) => uuidFrom(`${kind}-delayed:${id}:${scheduledDate.toISOString()}`);

/** One visit's move to delayed: `mark` answers how many rows it moved (1, or 0 when the visit moved on meanwhile); the event is written only with the move. */
async function delayOnce(prisma: PrismaClient, mark: (tx: Prisma.TransactionClient) => Promise<number>, write: (tx: Prisma.TransactionClient) => Promise<void>): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    if ((await mark(tx)) !== 1) return false;
    await write(tx);
    return true;
  });
}

/**
 * Marks delayed each scheduled delivery that has not left and each scheduled installation that has not
 * started an hour after its time, with delivery.delayed or installation.delayed in the same transaction.
 * Only a visit still scheduled moves (the update's own condition), so a driver leaving meanwhile wins.
 * Answers the projects whose visits moved, for their pages to be told.
 */
export async function flagDelayedVisits(prisma: PrismaClient, now = new Date()): Promise<{ deliveries: string[]; installations: string[] }> {
  const due = { status: "scheduled" as const, scheduledDate: { lt: new Date(now.getTime() - DELAY_GRACE_MS) } };
  const [deliveries, installations] = await Promise.all([
    prisma.delivery.findMany({ where: due, select: { id: true, studioId: true, projectId: true, deliveryNumber: true, scheduledDate: true } }),
    prisma.installation.findMany({ where: due, select: { id: true, projectId: true, title: true, scheduledDate: true, project: { select: { studioId: true } } } }),
  ]);
  const delayed = { deliveries: [] as string[], installations: [] as string[] };
  for (const { id, studioId, projectId, deliveryNumber, scheduledDate } of deliveries) {
    const moved = await delayOnce(
      prisma,
      async (tx) => (await tx.delivery.updateMany({ where: { id, ...due }, data: { status: "delayed" } })).count,
      async (tx) => {
        await writeEvent(tx, deliveryDelayedEvent, delayedEventId("delivery", id, scheduledDate), { deliveryId: id, projectId, studioId, deliveryNumber, scheduledDate: scheduledDate.toISOString() });
        await recordActivity(tx, { studioId, projectId, record: deliveryRecord({ id, deliveryNumber }), action: "updated", changes: [statusChange("scheduled", "delayed")] });
      },
    );
    if (moved) delayed.deliveries.push(projectId);
  }
  for (const { id, projectId, title, scheduledDate, project } of installations) {
    const moved = await delayOnce(
      prisma,
      async (tx) => (await tx.installation.updateMany({ where: { id, ...due }, data: { status: "delayed" } })).count,
      async (tx) => {
        await writeEvent(tx, installationDelayedEvent, delayedEventId("installation", id, scheduledDate), { installationId: id, projectId, studioId: project.studioId, title, scheduledDate: scheduledDate.toISOString() });
        const delayedNow = await tx.installation.findUniqueOrThrow({ where: { id } });
        await recordInstallationActivity(tx, "edit", { ...delayedNow, status: "scheduled" }, delayedNow);
      },
    );
    if (moved) delayed.installations.push(projectId);
  }
  return delayed;
}
