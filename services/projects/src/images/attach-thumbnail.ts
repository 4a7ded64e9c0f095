import type { PrismaClient } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";

/** Points a photo at its stored thumbnail; a photo deleted meanwhile gets none, and the file is removed. */
export async function attachThumbnail(prisma: PrismaClient, storage: ObjectStorage, imageId: string, thumbnailObjectKey: string): Promise<boolean> {
  const updated = await prisma.image.updateMany({ where: { id: imageId }, data: { thumbnailObjectKey } });
  if (updated.count === 0) await storage.remove([thumbnailObjectKey]);
  return updated.count > 0;
}
