import { uploadImage } from "@/features/settings/api/settings-api";

/** What to do with an image on save (a logo, a profile photo): keep it as it is, upload a new file, or remove it. */
export type ImageChange = { kind: "keep" } | { kind: "replace"; file: File; previewUrl: string } | { kind: "remove" };

export const KEEP_IMAGE: ImageChange = { kind: "keep" };

/** The URL a save names the image by: a new file goes up first and is named by its upload URL; null removes it; undefined keeps it. */
export async function uploadedURLFor(change: ImageChange): Promise<string | null | undefined> {
  if (change.kind === "replace") return uploadImage(change.file);
  return change.kind === "remove" ? null : undefined;
}
