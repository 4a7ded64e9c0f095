import { UnrecoverableError } from "bullmq";
import { thumbnailMadeEvent, type thumbnailJob } from "@atelier/contracts";
import { objectKeys, type JobHandler } from "@atelier/kit";
import { makeThumbnail } from "../media/thumbnail";
import type { AiJobDeps } from "./job-deps";

/**
 * Makes a photo's thumbnail under a key of the image's own, so a retry overwrites rather than adds, then
 * hands over to the projects service, which points the photo at it.
 */
export const handleThumbnail =
  ({ prisma, storage }: AiJobDeps): JobHandler<typeof thumbnailJob.payload> =>
  async ({ imageId }, context) => {
    const image = await prisma.image.findUnique({ where: { id: imageId }, include: { project: { select: { studioId: true } } } });
    if (!image) return { imageId, skipped: "the photo was deleted" };
    await context.progress(10, "Making the thumbnail");
    const thumbnail = await makeThumbnail(await storage.read(image.objectKey)).catch((error: unknown) => {
      throw new UnrecoverableError(`The photo could not be read: ${error instanceof Error ? error.message : String(error)}`);
    });
    const key = objectKeys.thumbnail(image.project.studioId, image.id);
    await storage.put(key, thumbnail, "image/webp");
    return context.handOver(thumbnailMadeEvent, { imageId, thumbnailObjectKey: key });
  };
