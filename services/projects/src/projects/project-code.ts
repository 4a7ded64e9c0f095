import { nextStudioSequence, type Prisma } from "@atelier/db";

/**
 * The next readable code in a studio, e.g. "ATL-2026-014": the studio's prefix, the year, and the studio's
 * counter of that year, taken inside the transaction that creates the project (see nextStudioSequence).
 */
export async function nextProjectCode(tx: Prisma.TransactionClient, studioId: string, now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  const value = await nextStudioSequence(tx, studioId, `project:${year}`);
  const { codePrefix } = await tx.studio.findUniqueOrThrow({ where: { id: studioId }, select: { codePrefix: true } });
  return `${codePrefix}-${year}-${String(value).padStart(3, "0")}`;
}
