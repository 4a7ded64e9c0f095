import { z } from "zod";
import { text } from "./fields";

/** Spec section 5: the styles the Generate Images form offers, and the two it starts with. */
export const DESIGN_STYLE_OPTIONS = [
  "modern",
  "luxury",
  "minimalist",
  "contemporary",
  "traditional",
  "industrial",
  "scandinavian",
  "bohemian",
  "art deco",
  "mid-century",
] as const;
export type DesignStyleOption = (typeof DESIGN_STYLE_OPTIONS)[number];
export const DEFAULT_DESIGN_STYLES: DesignStyleOption[] = ["modern", "luxury"];

/** POST /api/rooms/:roomId/generate-images and POST /api/projects/:projectId/generate-images. */
export const generateImagesRequestSchema = z.object({
  projectId: z.uuid({ error: "Project not found" }).optional(),
  roomDescription: text("Please provide a room description.")
    .trim()
    .min(1, "Please provide a room description.")
    .max(2000, "Must be at most 2000 characters"),
  stylePreferences: z
    .array(z.enum(DESIGN_STYLE_OPTIONS, { error: `Choose styles from: ${DESIGN_STYLE_OPTIONS.join(", ")}` }))
    .max(DESIGN_STYLE_OPTIONS.length)
    .default(DEFAULT_DESIGN_STYLES)
    .transform((styles) => [...new Set(styles)]),
});
export type GenerateImagesRequest = z.input<typeof generateImagesRequestSchema>;

export const IMAGE_TYPES = ["photo", "generated"] as const;

/** Spec section 3, "Image"; urls are signed and expire, so read them fresh rather than storing them. */
export const imageSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  roomId: z.uuid().nullable(),
  type: z.enum(IMAGE_TYPES),
  url: z.string(),
  /** Null until the thumbnail job has run; show `url` (or the placeholder) meanwhile. */
  thumbnailUrl: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  prompt: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

/** What a finished generate-images job holds. */
export const generatedImagesResultSchema = z.object({ images: z.array(imageSchema) });
export type GeneratedImagesResult = z.infer<typeof generatedImagesResultSchema>;

/** Spec section 5: photo upload limits, enforced by the upload form and again by the server. */
export const PHOTO_LIMITS = { maxFiles: 5, maxBytes: 10 * 1024 * 1024 } as const;

/** POST /api/objects/upload: where to PUT one file's bytes, valid for a short while. */
export const uploadTicketSchema = z.object({ uploadURL: z.string(), expiresAt: z.string() });
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** POST /api/projects/:id/photos: the upload URL the file was PUT to, and the room it shows, if any. */
export const createPhotoRequestSchema = z.object({
  photoURL: text("photoURL is required").trim().min(1, "photoURL is required").max(4000),
  roomId: z.uuid({ error: "Room not found" }).nullish().transform((value) => value ?? null),
});
export type CreatePhotoRequest = z.input<typeof createPhotoRequestSchema>;
