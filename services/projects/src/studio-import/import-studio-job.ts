import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { UnrecoverableError } from "bullmq";
import { studioImportedEvent, type importStudioJob } from "@atelier/contracts";
import { HANDED_OVER, type JobHandler } from "@atelier/kit";
import type { ProjectsWorkerDeps } from "../subscribers/worker-deps";
import { assertEmptyInstall } from "./empty-install";
import { importStudio, ImportRefused } from "./import-studio";

/**
 * The import-studio job: restores the uploaded export in place of the importing owner's empty studio, in one
 * transaction. The owner's account makes way first (a restored member may have the same e-mail), the empty studio
 * goes last, and the job moves to the restored studio; auth's subscriber then ends the owner's sessions, mails every
 * member a link to set a password and completes the job. The upload is removed whether or not it was restored.
 */
export function runImportStudio(deps: ProjectsWorkerDeps): JobHandler<typeof importStudioJob.payload> {
  return async ({ uploadKey, origin }, context) => {
    const { studioId, userId } = context.owner;
    // Only the start route makes this job, always for its caller.
    if (!userId) throw new UnrecoverableError("An import is started by the studio's owner");
    const folder = await mkdtemp(join(tmpdir(), "atelier-import-"));
    try {
      const file = join(folder, "export.zip");
      await context.progress(5, "Receiving the export");
      await pipeline(await deps.storage.readStream(uploadKey), createWriteStream(file));
      await context.progress(20, "Restoring the studio");
      await importStudio(deps, file, {
        before: async (tx) => {
          await assertEmptyInstall(tx, studioId);
          await tx.user.deleteMany({ where: { studioId } });
        },
        after: async (tx, { manifest, members }) => {
          const restored = manifest.studio.id;
          await tx.jobRecord.update({ where: { id: context.jobId }, data: { studioId: restored } });
          await tx.studio.delete({ where: { id: studioId } });
          const imported = { studioId: restored, studioName: manifest.studio.name, replacedUserId: userId, memberEmails: members.map(({ email }) => email), origin };
          await context.handOver(studioImportedEvent, imported, { db: tx, owner: { studioId: restored, userId, projectId: null } });
        },
      }).catch((error: unknown) => {
        throw error instanceof ImportRefused ? new UnrecoverableError(`Nothing was imported: ${error.message}`) : error;
      });
      return HANDED_OVER;
    } finally {
      await rm(folder, { recursive: true, force: true });
      await deps.storage.remove([uploadKey]);
    }
  };
}
