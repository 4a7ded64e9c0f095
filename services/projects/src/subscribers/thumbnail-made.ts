import type { thumbnailMadeEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { attachThumbnail } from "../images/attach-thumbnail";
import type { ProjectsWorkerDeps } from "./worker-deps";

/** A photo's thumbnail, stored by the AI worker, attached to the photo; the result completes the thumbnail job. */
export const attachMadeThumbnail =
  ({ prisma, storage, changes }: ProjectsWorkerDeps): JobHandler<typeof thumbnailMadeEvent.payload> =>
  async ({ imageId, thumbnailObjectKey }) => {
    const projectId = await attachThumbnail(prisma, storage, imageId, thumbnailObjectKey);
    if (!projectId) return { imageId, skipped: "the photo was deleted" };
    changes.announce(projectId, "images", imageId);
    return { imageId };
  };
