import { randomUUID } from "node:crypto";
import type { Sharp } from "sharp";
import { fieldRefused, HttpError, objectKeys, type ObjectStorage } from "@atelier/kit";

const IMAGE_FORMATS = new Set(["png", "jpeg", "webp"]);

export interface KeptImage {
  /** The upload the image came from; remove it once the record names the kept image. */
  uploadKey: string;
  /** The kept PNG, under a key of its own. */
  key: string;
}

/** What an image kept from an upload may be, the field its URL came in, the words of each refusal, and how it is kept. */
export interface ImageRules {
  field: string;
  maxBytes: number;
  messages: { uploadFirst: string; nothingUploaded: string; tooLarge: string; notAnImage: string };
  /** Resizes the decoded image before it is kept as a PNG. */
  resize: (image: Sharp) => Sharp;
  /** The key the PNG is kept under. */
  keyOf: (studioId: string, id: string) => string;
}

/**
 * Turns a file the browser uploaded with POST /api/objects/upload into an image the studio keeps: it must be in
 * the studio's own uploads and decode as a PNG, JPEG or WebP within the size limit, whatever its name or declared
 * type said. It is kept as a PNG under a key of its own, so the upload URL (valid a while longer) can never change
 * it. A refused file is removed.
 */
export async function keepUploadedImage(storage: ObjectStorage, studioId: string, url: string, rules: ImageRules): Promise<KeptImage> {
  const refuse = (message: string) => fieldRefused(rules.field, message);
  const uploadKey = storage.keyOfUrl(url);
  if (!uploadKey?.startsWith(objectKeys.uploadPrefix(studioId))) throw refuse(rules.messages.uploadFirst);
  const stored = await storage.stat(uploadKey);
  if (!stored) throw refuse(rules.messages.nothingUploaded);
  if (stored.size > rules.maxBytes) {
    await storage.remove([uploadKey]);
    throw new HttpError(413, rules.messages.tooLarge);
  }
  const bytes = await storage.read(uploadKey);
  const { default: sharp } = await import("sharp");
  const metadata = await sharp(bytes).metadata().catch(() => null);
  if (!metadata?.format || !IMAGE_FORMATS.has(metadata.format)) {
    await storage.remove([uploadKey]);
    throw new HttpError(415, rules.messages.notAnImage);
  }
  const png = await rules.resize(sharp(bytes).rotate()).png().toBuffer();
  const key = rules.keyOf(studioId, randomUUID());
  await storage.put(key, png, "image/png");
  return { uploadKey, key };
}
