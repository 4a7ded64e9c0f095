import type { PrismaClient } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";

/**
 * Points a photo at its stored thumbnail and answers the photo's project; a photo deleted meanwhile
 * gets none, and the file is removed.
 */
export async function attachThumbnail(prisma: PrismaClient, storage: ObjectStorage, imageId: string, thumbnailObjectKey: string): Promise<string | null> {
  const [updated] = await prisma.image.updateManyAndReturn({ where: { id: imageId }, data: { thumbnailObjectKey }, select: { projectId: true } });
  if (!updated) await storage.remove([thumbnailObjectKey]);
  return updated?.projectId ?? null;
}
