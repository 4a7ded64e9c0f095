import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { LOGO_LIMITS, STUDIO_SETTINGS_MESSAGES } from "@atelier/contracts";
import { HttpError, objectKeys, VALIDATION_FAILED, type ObjectStorage } from "@atelier/kit";

const LOGO_FORMATS = new Set(["png", "jpeg", "webp"]);

export interface KeptLogo {
  /** The upload the logo came from; remove it once the settings name the logo. */
  uploadKey: string;
  logoKey: string;
}

const refuse = (message: string) => new HttpError(400, VALIDATION_FAILED, { logoURL: [message] });

/**
 * Turns a file the browser uploaded with POST /api/objects/upload into the studio's logo: it must be
 * in the studio's own uploads and decode as a PNG, JPEG or WebP of at most 2 MB, whatever its name or
 * declared type said. The logo is kept as a PNG at most 600 px wide under a key of its own, so the
 * upload URL (valid a while longer) can never change it. A refused file is removed.
 */
export async function keepLogo(storage: ObjectStorage, studioId: string, logoURL: string): Promise<KeptLogo> {
  const uploadKey = storage.keyOfUrl(logoURL);
  if (!uploadKey?.startsWith(objectKeys.uploadPrefix(studioId))) throw refuse(STUDIO_SETTINGS_MESSAGES.uploadFirst);
  const stored = await storage.stat(uploadKey);
  if (!stored) throw refuse(STUDIO_SETTINGS_MESSAGES.nothingUploaded);
  if (stored.size > LOGO_LIMITS.maxBytes) {
    await storage.remove([uploadKey]);
    throw new HttpError(413, STUDIO_SETTINGS_MESSAGES.logoTooLarge);
  }
  const bytes = await storage.read(uploadKey);
  const metadata = await sharp(bytes).metadata().catch(() => null);
  if (!metadata?.format || !LOGO_FORMATS.has(metadata.format)) {
    await storage.remove([uploadKey]);
    throw new HttpError(415, STUDIO_SETTINGS_MESSAGES.notALogo);
  }
  const png = await sharp(bytes).resize({ width: LOGO_LIMITS.maxWidth, withoutEnlargement: true }).png().toBuffer();
  const logoKey = objectKeys.logo(studioId, randomUUID());
  await storage.put(logoKey, png, "image/png");
  return { uploadKey, logoKey };
}
