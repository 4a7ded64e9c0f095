import type { Prisma } from "@atelier/db";

/**
 * Holds the studio's row until the transaction ends, so changes to its team (roles, removals, a transfer) happen one
 * after another and each sees the team as the last one left it: the studio never ends up with no owner or two.
 */
export async function lockStudio(tx: Prisma.TransactionClient, studioId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM studios WHERE id = ${studioId}::uuid FOR UPDATE`;
}
