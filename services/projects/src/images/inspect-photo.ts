import { PHOTO_LIMITS } from "@atelier/contracts";
import { HttpError, type ObjectStorage } from "@atelier/kit";

const PHOTO_FORMATS: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  heif: "image/heif",
  tiff: "image/tiff",
};

export interface InspectedPhoto {
  /** The bytes that were checked: what is kept, whatever reaches the upload URL later. */
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Makes sure an uploaded object really is a photo of at most 10 MB: the bytes must decode as an
 * image (a renamed PDF does not), whatever its name or declared type said. A refused file is removed.
 */
export async function inspectPhoto(storage: ObjectStorage, key: string): Promise<InspectedPhoto> {
  const stored = await storage.stat(key);
  if (!stored) throw new HttpError(400, "Validation failed", { photoURL: ["Nothing was uploaded to this URL"] });
  if (stored.size > PHOTO_LIMITS.maxBytes) {
    await storage.remove([key]);
    throw new HttpError(413, "File exceeds 10MB limit");
  }
  const bytes = await storage.read(key);
  const { default: sharp } = await import("sharp");
  const metadata = await sharp(bytes).metadata().catch(() => null);
  const contentType = metadata?.format ? PHOTO_FORMATS[metadata.format] : undefined;
  if (!metadata || !contentType || !metadata.width || !metadata.height) {
    await storage.remove([key]);
    throw new HttpError(415, "The file is not an image (PNG, JPG, WebP, GIF, AVIF, HEIF or TIFF)");
  }
  return { bytes, contentType, width: metadata.width, height: metadata.height };
}
