import type { PrismaClient } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";

/** An upload URL lasts 15 minutes; a file not saved as a photo a day later never will be. */
export const ABANDONED_AFTER_MS = 24 * 3600 * 1000;
const UPLOAD_KEY = /^studios\/[^/]+\/uploads\//;
const BATCH = 500;

/**
 * Removes uploaded files that were never saved as a photo (a closed tab, a refused file the
 * browser kept retrying): nothing refers to them, and nobody can reach them.
 */
export async function sweepAbandonedUploads(prisma: PrismaClient, storage: ObjectStorage, now = Date.now()): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const kept = await prisma.image.findMany({ where: { objectKey: { in: batch } }, select: { objectKey: true } });
    const keptKeys = new Set(kept.map((image) => image.objectKey));
    const abandoned = batch.filter((key) => !keptKeys.has(key));
    await storage.remove(abandoned);
    removed += abandoned.length;
    batch = [];
  };
  for await (const object of storage.list("studios/")) {
    if (!UPLOAD_KEY.test(object.key) || now - object.modifiedAt.getTime() < ABANDONED_AFTER_MS) continue;
    batch.push(object.key);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}
