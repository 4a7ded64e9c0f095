import type { PrismaClient } from "@atelier/db";

/** lastUsedAt is written at most this often for one link, so a busy portal page is not a write per request. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * The unexpired, unrevoked link with this token hash, of `projectId` when one is named, or null; the
 * link's lastUsedAt follows.
 */
export async function findValidLink(prisma: PrismaClient, tokenHash: string, projectId: string | null, now = new Date()) {
  const link = await prisma.portalToken.findFirst({
    where: { tokenHash, revokedAt: null, expiresAt: { gt: now }, ...(projectId ? { projectId } : {}) },
    select: { id: true, projectId: true, lastUsedAt: true, expiresAt: true },
  });
  if (!link) return null;
  if (!link.lastUsedAt || now.getTime() - link.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
    await prisma.portalToken.update({ where: { id: link.id }, data: { lastUsedAt: now } });
  }
  return { tokenId: link.id, projectId: link.projectId, expiresAt: link.expiresAt };
}
