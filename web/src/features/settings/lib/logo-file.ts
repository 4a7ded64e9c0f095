import { LOGO_LIMITS } from "@atelier/contracts";

const ACCEPTED: readonly string[] = LOGO_LIMITS.types;

/** The file input's `accept`: the types the server keeps as a logo. */
export const LOGO_ACCEPT = LOGO_LIMITS.types.join(",");

/** Why a chosen file cannot be the logo, checked before anything is sent; the server checks again. */
export function logoFileProblem(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return `"${file.name}" is not a PNG, JPG or WebP image`;
  if (file.size > LOGO_LIMITS.maxBytes) return `"${file.name}" exceeds the 2MB limit for a logo`;
  return null;
}
