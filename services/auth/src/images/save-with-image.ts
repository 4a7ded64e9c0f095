import type { ObjectStorage, UploadQuota } from "@atelier/kit";
import type { KeptImage } from "./keep-uploaded-image";

/** What a save that may name a new image answers: the record, and the image it no longer names. */
export interface SavedWithImage<T> {
  saved: T;
  replacedKey: string | null;
}

/**
 * Runs a save that names a kept image (or removes or keeps the one it had), then removes whichever objects it left
 * unused: the upload, the replaced image, or the new image when the save failed. Storage holds only what is named.
 */
export async function saveWithImage<T>({ storage, quota }: { storage: ObjectStorage; quota: UploadQuota }, studioId: string, image: KeptImage | null, save: () => Promise<SavedWithImage<T>>): Promise<T> {
  const { saved, replacedKey } = await save().catch(async (error: unknown) => {
    if (image) await storage.remove([image.key]);
    throw error;
  });
  const unused = [image?.uploadKey, replacedKey].filter((key) => key != null);
  if (unused.length > 0) await storage.remove(unused);
  // The studio's storage changed size: the next upload counts it afresh.
  if (image || replacedKey) await quota.forget(studioId);
  return saved;
}

/** The image a save no longer names: the one it had, when the save names another (`key`) or none (null); undefined keeps it. */
export const replacedImage = (previous: string | null, key: string | null | undefined): string | null => (key !== undefined && previous !== key ? previous : null);
