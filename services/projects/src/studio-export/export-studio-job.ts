import type { exportStudioJob } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { objectKeys, UNEXPECTED_JOB_FAILURE, type JobDiscard, type JobHandler } from "@atelier/kit";
import { expireStudioExports } from "./expire-studio-exports";
import { writeStudioExport, type ExportDeps } from "./write-studio-export";

type Payload = typeof exportStudioJob.payload;

/**
 * The export-studio job: streams the studio's ZIP into storage and marks the export ready with its size, which
 * expires the studio's older ones; its progress and completion reach the owner's open pages. A retry after the
 * export was made answers it again.
 */
export function runExportStudio(deps: ExportDeps): JobHandler<Payload> {
  return async ({ exportId }, context) => {
    const wanted = await deps.prisma.studioExport.findUniqueOrThrow({ where: { id: exportId } });
    if (wanted.status === "ready") return { exportId };
    await deps.prisma.studioExport.update({ where: { id: exportId }, data: { status: "running" } });
    const key = objectKeys.studioExport(wanted.studioId, exportId);
    await writeStudioExport(deps, wanted.studioId, key, (percent, stage) => context.progress(percent, stage));
    const stored = await deps.storage.stat(key);
    await deps.prisma.studioExport.update({ where: { id: exportId }, data: { status: "ready", objectKey: key, sizeBytes: stored?.size ?? null, finishedAt: new Date() } });
    await expireStudioExports(deps.prisma, deps.storage);
    return { exportId };
  };
}

/** An export whose job failed for good says so, in words for its owner, and another may be started. */
export function discardFailedExport(prisma: PrismaClient): JobDiscard<Payload> {
  return async ({ exportId }) => {
    await prisma.studioExport.update({ where: { id: exportId }, data: { status: "failed", failedReason: UNEXPECTED_JOB_FAILURE, finishedAt: new Date() } });
  };
}
