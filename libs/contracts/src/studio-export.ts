import { z } from "zod";
import { text } from "./fields";

/** What an export says it is in its manifest.json: an import reads only a format it knows. */
export const STUDIO_EXPORT_FORMAT = { name: "atelier-studio-export", version: 1 } as const;

/** How long an export's download link works. */
export const EXPORT_LINK_HOURS = 24;

/**
 * How long a ready export's ZIP is kept: all the studio's data, trade prices included, is not left in storage for
 * good. A newer export that is ready replaces it at once.
 */
export const EXPORT_KEPT_DAYS = 7;

export const STUDIO_EXPORT_STATUSES = ["pending", "running", "ready", "failed", "expired"] as const;
export type StudioExportStatus = (typeof STUDIO_EXPORT_STATUSES)[number];

export const STUDIO_EXPORT_MESSAGES = {
  running: "An export of the studio is already being made: it is ready in a few minutes",
  ready: "Your studio's export is ready to download",
} as const;

export const studioExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(STUDIO_EXPORT_STATUSES),
  /** The job making it, whose progress reaches the owner's open pages. */
  jobId: z.uuid(),
  requestedBy: z.string(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** A link that works for EXPORT_LINK_HOURS from this answer, once the export is ready. */
  downloadUrl: z.string().nullable(),
  failedReason: z.string().nullable(),
});
export type StudioExport = z.infer<typeof studioExportSchema>;

/** What the export-studio job answers once the ZIP is kept. */
export const exportedStudioResultSchema = z.object({ exportId: z.uuid() });

/** One entity's file pair in the export: its rows as JSON and as CSV, with the columns both hold. */
export const exportedEntitySchema = z.object({
  name: z.string(),
  rows: z.number().int(),
  columns: z.array(z.string()),
  json: z.object({ path: z.string(), sha256: z.string() }),
  csv: z.object({ path: z.string(), sha256: z.string() }),
});

/** manifest.json: what the ZIP holds, each file with its SHA-256 so a copy can be checked. */
export const studioExportManifestSchema = z.object({
  format: z.literal(STUDIO_EXPORT_FORMAT.name),
  version: z.literal(STUDIO_EXPORT_FORMAT.version),
  exportedAt: z.iso.datetime(),
  studio: z.object({ id: z.uuid(), name: z.string() }),
  entities: z.array(exportedEntitySchema),
  /** Every stored file of the studio (photos, recordings, logos, PDFs, signatures), under objects/ by its storage key. */
  objects: z.array(z.object({ key: z.string(), path: z.string(), bytes: z.number().int(), sha256: z.string() })),
});
export type StudioExportManifest = z.infer<typeof studioExportManifestSchema>;

/** The most an import's ZIP may hold: a whole studio, its photos, recordings and documents included. */
export const STUDIO_IMPORT_LIMITS = { maxBytes: 5 * 1024 ** 3 } as const;

export const STUDIO_IMPORT_MESSAGES = {
  notEmpty: "A studio can only be restored into an empty install: this one already holds another studio, projects or other members",
  noUpload: "uploadURL is not a file uploaded for this import",
} as const;

/** POST /api/studio/imports: the upload URL the export's ZIP was PUT to (from POST /api/studio/imports/uploads). */
export const startStudioImportRequestSchema = z.object({ uploadURL: text("uploadURL is required").trim().min(1, "uploadURL is required").max(4000) });

/** What the import-studio job answers once the studio is restored and its members are sent their links. */
export const importedStudioResultSchema = z.object({ studioName: z.string(), members: z.number().int() });
export type ImportedStudioResult = z.infer<typeof importedStudioResultSchema>;
