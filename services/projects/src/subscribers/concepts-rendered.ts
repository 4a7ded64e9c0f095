import { UnrecoverableError } from "bullmq";
import type { conceptsRenderedEvent, GeneratedImagesResult } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { toImageResponse } from "../images/image-response";
import { keepConcepts } from "../images/keep-concepts";
import type { ProjectsWorkerDeps } from "./worker-deps";

/** Concepts the AI worker rendered, kept as generated images; the result completes the generate-images job. */
export const keepRenderedConcepts =
  ({ prisma, storage, changes }: ProjectsWorkerDeps): JobHandler<typeof conceptsRenderedEvent.payload> =>
  async ({ projectId, roomId, concepts }, context) => {
    const images = await keepConcepts(prisma, storage, { projectId, roomId, concepts, userId: context.owner.userId });
    if (!images) throw new UnrecoverableError("The room or project no longer exists");
    changes.announce(projectId, "images");
    return { images: await Promise.all(images.map((image) => toImageResponse(storage, image))) } satisfies GeneratedImagesResult;
  };
