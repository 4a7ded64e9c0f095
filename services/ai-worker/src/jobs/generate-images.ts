import { createHash } from "node:crypto";
import { UnrecoverableError } from "bullmq";
import type { generateImagesJob, GeneratedImagesResult } from "@atelier/contracts";
import { objectKeys, toImageResponse, type JobHandler } from "@atelier/kit";
import { makeThumbnail } from "../media/thumbnail";
import type { ConceptRequest } from "../providers";
import type { AiJobDeps } from "./job-deps";

/** The same id for the same job and position, so a retry writes the same rows and files, never new ones. */
function imageIdOf(jobId: string, index: number): string {
  const hex = createHash("sha256").update(`${jobId}:${index}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function conceptRequestOf({ prisma }: AiJobDeps, projectId: string, roomId: string | null, roomDescription: string, styles: ConceptRequest["styles"]) {
  const project = await prisma.project.findUnique({ where: { id: projectId }, select: { title: true, studioId: true } });
  const room = roomId ? await prisma.room.findUnique({ where: { id: roomId }, select: { name: true } }) : null;
  if (!project || (roomId && !room)) throw new UnrecoverableError("The room or project no longer exists");
  const items = await prisma.roomItem.findMany({
    where: roomId ? { roomId } : { room: { projectId } },
    orderBy: { createdAt: "asc" },
    take: 40,
    select: { name: true, quantity: true, unit: true, category: true, color: true, material: true },
  });
  const request: ConceptRequest = {
    roomName: room?.name ?? project.title,
    roomDescription,
    styles,
    items: items.map((item) => ({ ...item, quantity: Number(item.quantity) })),
  };
  return { request, studioId: project.studioId };
}

/** Renders concept visuals for a room (or a project) and keeps them as its generated images, with thumbnails. */
export const handleGenerateImages =
  (deps: AiJobDeps): JobHandler<typeof generateImagesJob.payload> =>
  async ({ projectId, roomId, roomDescription, styles }, context) => {
    const { prisma, providers, storage } = deps;
    const { request, studioId } = await conceptRequestOf(deps, projectId, roomId, roomDescription, styles);
    await context.progress(10, "Composing the concepts");
    const rendered = await providers.renderConcepts(request);
    await context.progress(70, "Saving the images");
    const images = [];
    for (const [index, image] of rendered.entries()) {
      const id = imageIdOf(context.jobId, index);
      const objectKey = objectKeys.generated(studioId, id);
      const thumbnailObjectKey = objectKeys.thumbnail(studioId, id);
      const idempotencyKey = `${context.jobId}:${index}`;
      await storage.put(objectKey, image.data, image.contentType);
      await storage.put(thumbnailObjectKey, await makeThumbnail(image.data), "image/webp");
      const row = await prisma.image.upsert({
        where: { idempotencyKey },
        update: {},
        create: {
          id,
          projectId,
          roomId,
          type: "generated",
          objectKey,
          thumbnailObjectKey,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          prompt: image.prompt,
          tags: image.tags,
          idempotencyKey,
          createdById: context.owner.userId,
        },
      }).catch(async (error: unknown) => {
        // The project or room went away meanwhile, say: unless an earlier attempt saved the row, nothing refers to the files.
        const saved = await prisma.image.findUnique({ where: { idempotencyKey }, select: { id: true } }).catch(() => "unknown");
        if (!saved) await storage.remove([objectKey, thumbnailObjectKey]);
        throw error;
      });
      images.push(await toImageResponse(storage, row));
      await context.progress(70 + (25 * (index + 1)) / rendered.length, "Saving the images");
    }
    return { images } satisfies GeneratedImagesResult;
  };
