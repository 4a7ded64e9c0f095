import { PHOTO_LIMITS } from "@atelier/contracts";

/** Why a choice of files cannot be uploaded, in the words of the toast that says so. */
interface PhotoFilesProblem {
  title: string;
  description: string;
}

/** Checks the files against the upload limits (spec section 5) before anything is sent. */
export function photoFilesProblem(files: readonly File[]): PhotoFilesProblem | null {
  if (files.length > PHOTO_LIMITS.maxFiles) {
    return { title: "Too many files", description: `Maximum ${PHOTO_LIMITS.maxFiles} file(s) allowed` };
  }
  const tooLarge = files.find((file) => file.size > PHOTO_LIMITS.maxBytes);
  if (tooLarge) return { title: "File too large", description: `File "${tooLarge.name}" exceeds 10MB limit` };
  const notAnImage = files.find((file) => !file.type.startsWith("image/"));
  if (notAnImage) return { title: "Not an image", description: `File "${notAnImage.name}" is not an image. Please choose PNG or JPG photos.` };
  return null;
}
