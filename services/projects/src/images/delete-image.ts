import type { RequestHandler } from "express";
import { idParam, notFound, staffOf } from "@atelier/kit";
import type { MediaDeps } from "../config";

/** DELETE /api/images/:id: removes a photo or generated image and its stored files. */
export function deleteImage({ prisma, storage, quota, logger }: MediaDeps): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const image = await prisma.image.findFirst({ where: { id: idParam(req.params.id, "Image"), project: { studioId } } });
    if (!image) throw notFound("Image not found");
    await prisma.image.delete({ where: { id: image.id } });
    const keys = [image.objectKey, ...(image.thumbnailObjectKey ? [image.thumbnailObjectKey] : [])];
    // The row is gone, so the files are unreachable; a failed removal only leaves garbage behind.
    await storage.remove(keys).catch((error: unknown) => logger.warn({ err: error, keys }, "could not remove an image's files"));
    await quota.forget(studioId);
    res.status(204).end();
  };
}
