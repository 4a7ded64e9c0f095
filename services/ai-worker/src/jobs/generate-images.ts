import { UnrecoverableError } from "bullmq";
import { conceptsRenderedEvent, type generateImagesJob, type RenderedConcept } from "@atelier/contracts";
import { objectKeys, uuidFrom, type JobHandler } from "@atelier/kit";
import { makeThumbnail } from "../media/thumbnail";
import type { ConceptRequest } from "../providers";
import type { AiJobDeps } from "./job-deps";

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

/**
 * Renders concept visuals for a room (or a project) and stores them with their thumbnails, then hands
 * over to the projects service, which keeps them as generated images and completes the job.
 */
export const handleGenerateImages =
  (deps: AiJobDeps): JobHandler<typeof generateImagesJob.payload> =>
  async ({ projectId, roomId, roomDescription, styles }, context) => {
    const { providers, storage } = deps;
    const { request, studioId } = await conceptRequestOf(deps, projectId, roomId, roomDescription, styles);
    await context.progress(10, "Composing the concepts");
    const rendered = await providers.renderConcepts(request);
    await context.progress(70, "Saving the images");
    const concepts: RenderedConcept[] = [];
    for (const [index, image] of rendered.entries()) {
      // The same id for the same job and position, so a retry overwrites its files rather than adding some.
      const id = uuidFrom(`${context.jobId}:${index}`);
      const objectKey = objectKeys.generated(studioId, id);
      const thumbnailObjectKey = objectKeys.thumbnail(studioId, id);
      await storage.put(objectKey, image.data, image.contentType);
      await storage.put(thumbnailObjectKey, await makeThumbnail(image.data), "image/webp");
      concepts.push({ id, objectKey, thumbnailObjectKey, contentType: image.contentType, width: image.width, height: image.height, prompt: image.prompt, tags: image.tags });
      await context.progress(70 + (20 * (index + 1)) / rendered.length, "Saving the images");
    }
    return context.handOver(conceptsRenderedEvent, { projectId, roomId, concepts });
  };
