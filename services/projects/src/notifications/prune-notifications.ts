import type { NotificationKind } from "@atelier/contracts";
import type { Prisma, PrismaClient } from "@atelier/db";

/** A dismissed notification is kept a month: long past any redelivery of the event it came from. */
export const DISMISSED_KEEP_DAYS = 30;
/** A read one stays in the bell's panel for three months after it was read. */
export const READ_KEEP_DAYS = 90;
/** Rows deleted per statement, so a first run over a large table never holds a long lock. */
export const PRUNE_BATCH_SIZE = 1000;

/**
 * Kinds whose row is the only memory that stops a repeat, so they are never pruned: the portal reports a
 * quote's views again and again (only the first notifies), and logistics writes an overdue item's event again
 * each day once the outbox forgot it. One row per quote or item and designer, so they stay few.
 */
export const REMEMBERING_KINDS: readonly NotificationKind[] = ["quote_viewed", "item_overdue"];

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);

/** Deletes the notifications dismissed over a month ago or read over three months ago, in batches. Answers how many. */
export async function pruneNotifications(prisma: PrismaClient, now = new Date(), batchSize = PRUNE_BATCH_SIZE): Promise<number> {
  const stale: Prisma.NotificationWhereInput = {
    kind: { notIn: [...REMEMBERING_KINDS] },
    OR: [{ dismissedAt: { lt: daysBefore(now, DISMISSED_KEEP_DAYS) } }, { readAt: { lt: daysBefore(now, READ_KEEP_DAYS) } }],
  };
  let removed = 0;
  for (;;) {
    const batch = await prisma.notification.findMany({ where: stale, select: { id: true }, take: batchSize });
    if (batch.length > 0) removed += (await prisma.notification.deleteMany({ where: { id: { in: batch.map(({ id }) => id) } } })).count;
    if (batch.length < batchSize) return removed;
  }
}
