/** What an image the server keeps may be: its types and its size. */
export interface ImageLimits {
  types: readonly string[];
  maxBytes: number;
}

/** The file input's `accept`: the types the server keeps. */
export const acceptOf = (limits: ImageLimits) => limits.types.join(",");

/** Why a chosen file cannot be the image (`what`: "logo", "photo"), checked before anything is sent; the server checks again. */
export function imageFileProblem(file: File, limits: ImageLimits, what: string): string | null {
  if (!limits.types.includes(file.type)) return `"${file.name}" is not a PNG, JPG or WebP image`;
  if (file.size > limits.maxBytes) return `"${file.name}" exceeds the ${limits.maxBytes / (1024 * 1024)}MB limit for a ${what}`;
  return null;
}
