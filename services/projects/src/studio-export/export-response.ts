import { EXPORT_LINK_HOURS, memberName, type StudioExport } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";

/** How an export is read for its answer: who asked for it. */
export const withRequester = { requestedBy: { select: { firstName: true, lastName: true, email: true } } } as const;
export type StudioExportWithRequester = Prisma.StudioExportGetPayload<{ include: typeof withRequester }>;

/** The export as its owner sees it, with a download link that works for EXPORT_LINK_HOURS once it is ready. */
export async function toStudioExportResponse(storage: ObjectStorage, row: StudioExportWithRequester): Promise<StudioExport> {
  return {
    id: row.id,
    status: row.status,
    jobId: row.jobId,
    requestedBy: row.requestedBy ? memberName(row.requestedBy) : "A former member",
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    downloadUrl: row.status === "ready" && row.objectKey ? await storage.downloadUrl(row.objectKey, EXPORT_LINK_HOURS * 3600) : null,
    failedReason: row.failedReason,
  };
}
