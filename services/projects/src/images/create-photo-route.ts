import { randomUUID } from "node:crypto";
import { createPhotoRequestSchema, thumbnailJob } from "@atelier/contracts";
import { Prisma, type Image as ImageRow, type Project } from "@atelier/db";
import { HttpError, notFound, objectKeys, parseInput, startJobInTransaction, type AccessHandler, type Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { toImageResponse } from "./image-response";
import { inspectPhoto } from "./inspect-photo";

/**
 * POST /api/projects/:id/photos: keeps a file the browser uploaded with POST /api/objects/upload as
 * a project photo, once it is checked, and starts its thumbnail through the outbox, in the photo's
 * transaction, so a Redis outage delays the thumbnail and never loses it. The same upload saved twice
 * (a retry, a double click) is one photo. The photo keeps the checked bytes under a key of its own and
 * the upload is removed, so the upload URL (valid a while longer) can no longer change the photo.
 */
export function createPhoto({ prisma, storage, outbox, quota, changes }: MediaDeps): AccessHandler<Staff, Project> {
  return async (req, res, { caller: { studioId, userId }, record: project }) => {
    const { photoURL, roomId } = parseInput(createPhotoRequestSchema, req.body);
    const key = storage.keyOfUrl(photoURL);
    if (!key?.startsWith(objectKeys.uploadPrefix(studioId))) {
      throw new HttpError(400, "Validation failed", { photoURL: ["Upload the file with POST /api/objects/upload first"] });
    }
    if (roomId && !(await prisma.room.findFirst({ where: { id: roomId, projectId: project.id } }))) throw notFound("Room not found");

    const findSaved = () => prisma.image.findUnique({ where: { idempotencyKey: key } });
    const answerSaved = async (image: ImageRow) => {
      if (image.projectId !== project.id) throw new HttpError(409, "This upload is already a photo of another project");
      res.status(200).json(await toImageResponse(storage, image));
    };

    const existing = await findSaved();
    if (existing) return answerSaved(existing);
    // A request saving the same upload a moment earlier removes the upload once it has its copy.
    const inspected = await inspectPhoto(storage, key).catch(async (error: unknown) => ((await findSaved()) ? null : Promise.reject(error)));
    if (!inspected) return answerSaved((await findSaved())!);
    const { bytes, ...photo } = inspected;
    const id = randomUUID();
    const objectKey = objectKeys.photo(studioId, id);
    await storage.put(objectKey, bytes, photo.contentType);
    const image = await prisma
      .$transaction(async (tx) => {
        const created = await tx.image.create({ data: { id, projectId: project.id, roomId, type: "photo", objectKey, idempotencyKey: key, createdById: userId, ...photo } });
        await startJobInTransaction(tx, thumbnailJob, { studioId, userId, projectId: project.id }, { imageId: created.id });
        return created;
      })
      .catch(async (error: unknown) => {
        await storage.remove([objectKey]);
        // Another request saved the same upload a moment ago.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return null;
        throw error;
      });
    if (!image) return answerSaved((await findSaved())!);
    await storage.remove([key]);
    await quota.stored(studioId, bytes.length);
    outbox.wake();
    changes.announce(project.id, "images", image.id);
    res.status(201).json(await toImageResponse(storage, image));
  };
}
