import type { Image } from "@atelier/contracts";
import type { Image as ImageRow } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";

/** Read URLs of images last six hours (and stay the same for an hour, for the browser's cache). */
export const IMAGE_URL_SECONDS = 6 * 3600;

export async function toImageResponse(storage: ObjectStorage, image: ImageRow): Promise<Image> {
  const [url, thumbnailUrl] = await Promise.all([
    storage.downloadUrl(image.objectKey, IMAGE_URL_SECONDS),
    image.thumbnailObjectKey ? storage.downloadUrl(image.thumbnailObjectKey, IMAGE_URL_SECONDS) : null,
  ]);
  return {
    id: image.id,
    projectId: image.projectId,
    roomId: image.roomId,
    type: image.type,
    url,
    thumbnailUrl,
    width: image.width,
    height: image.height,
    prompt: image.prompt,
    tags: image.tags,
    createdAt: image.createdAt.toISOString(),
  };
}
