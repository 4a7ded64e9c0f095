import { recordActivity } from "@atelier/kit";
import type { Image } from "@atelier/db";
import type { MediaDeps } from "../config";
import { photoRecord } from "./photo-activity";

/** Removes a photo or generated image and its stored files. */
export async function deleteImage({ prisma, storage, quota, logger, changes }: MediaDeps, studioId: string, image: Image): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.image.delete({ where: { id: image.id } });
    await recordActivity(tx, { studioId, projectId: image.projectId, record: await photoRecord(tx, image), action: "deleted" });
  });
  changes.announce(image.projectId, "images", image.id);
  const keys = [image.objectKey, ...(image.thumbnailObjectKey ? [image.thumbnailObjectKey] : [])];
  // The row is gone, so the files are unreachable; a failed removal only leaves garbage behind.
  await storage.remove(keys).catch((error: unknown) => logger.warn({ err: error, keys }, "could not remove an image's files"));
  await quota.forget(studioId);
}
