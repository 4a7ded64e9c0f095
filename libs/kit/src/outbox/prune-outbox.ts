import type { PrismaClient } from "@atelier/db";

/** Published rows are kept a week, to look into what was sent; after that they only slow the relay's index down. */
export const OUTBOX_KEEP_DAYS = 7;

/** Deletes the rows published more than `keepDays` ago; unpublished rows stay, however old. */
export async function pruneOutbox(prisma: PrismaClient, keepDays = OUTBOX_KEEP_DAYS): Promise<number> {
  const { count } = await prisma.outboxEvent.deleteMany({ where: { publishedAt: { lt: new Date(Date.now() - keepDays * 24 * 3600 * 1000) } } });
  return count;
}
