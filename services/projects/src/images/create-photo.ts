import { randomUUID } from "node:crypto";
import { thumbnailJob, type createPhotoRequestSchema } from "@atelier/contracts";
import { Prisma, type Image, type Project } from "@atelier/db";
import { changedNothing, HttpError, notFound, objectKeys, recordActivity, startJobInTransaction, type Staff } from "@atelier/kit";
import type { z } from "zod";
import type { MediaDeps } from "../config";
import { inspectPhoto } from "./inspect-photo";
import { photoRecord } from "./photo-activity";

type PhotoToKeep = z.infer<typeof createPhotoRequestSchema>;

/**
 * Keeps a file the browser uploaded with POST /api/objects/upload as a project photo, once it is checked,
 * and starts its thumbnail through the outbox, in the photo's transaction, so a Redis outage delays the
 * thumbnail and never loses it. The same upload saved twice (a retry, a double click) is one photo:
 * `created` says whether this call made it. The photo keeps the checked bytes under a key of its own and
 * the upload is removed, so the upload URL (valid a while longer) can no longer change the photo.
 */
export async function createPhoto(
  { prisma, storage, quota, changes }: MediaDeps,
  { studioId, userId }: Staff,
  project: Pick<Project, "id">,
  { photoURL, roomId }: PhotoToKeep,
): Promise<{ image: Image; created: boolean }> {
  const key = storage.keyOfUrl(photoURL);
  if (!key?.startsWith(objectKeys.uploadPrefix(studioId))) {
    throw new HttpError(400, "Validation failed", { photoURL: ["Upload the file with POST /api/objects/upload first"] });
  }
  if (roomId && !(await prisma.room.findFirst({ where: { id: roomId, projectId: project.id } }))) throw notFound("Room not found");

  const findSaved = () => prisma.image.findUnique({ where: { idempotencyKey: key } });
  const saved = (image: Image) => {
    if (image.projectId !== project.id) throw new HttpError(409, "This upload is already a photo of another project");
    changedNothing();
    return { image, created: false };
  };

  const existing = await findSaved();
  if (existing) return saved(existing);
  // A request saving the same upload a moment earlier removes the upload once it has its copy.
  const inspected = await inspectPhoto(storage, key).catch(async (error: unknown) => ((await findSaved()) ? null : Promise.reject(error)));
  if (!inspected) return saved((await findSaved())!);
  const { bytes, ...photo } = inspected;
  const id = randomUUID();
  const objectKey = objectKeys.photo(studioId, id);
  await storage.put(objectKey, bytes, photo.contentType);
  const image = await prisma
    .$transaction(async (tx) => {
      const created = await tx.image.create({ data: { id, projectId: project.id, roomId, type: "photo", objectKey, idempotencyKey: key, createdById: userId, ...photo } });
      await startJobInTransaction(tx, thumbnailJob, { studioId, userId, projectId: project.id }, { imageId: created.id });
      await recordActivity(tx, { studioId, projectId: project.id, record: await photoRecord(tx, created), action: "created" });
      return created;
    })
    .catch(async (error: unknown) => {
      await storage.remove([objectKey]);
      // Another request saved the same upload a moment ago.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return null;
      throw error;
    });
  if (!image) return saved((await findSaved())!);
  await storage.remove([key]);
  await quota.stored(studioId, bytes.length);
  changes.announce(project.id, "images", image.id);
  return { image, created: true };
}
