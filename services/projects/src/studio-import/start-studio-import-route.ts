import { importStudioJob, STUDIO_IMPORT_MESSAGES, type Endpoints } from "@atelier/contracts";
import { appOrigin, HttpError, objectKeys, startExclusiveJobInTransaction, type RouteHandler, type Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { assertEmptyInstall } from "./empty-install";

/**
 * POST /api/studio/imports: 202 with the import-studio job that restores the uploaded ZIP in place of the caller's
 * empty studio. Under the studio's row lock, a second start while one waits or runs (a double click) answers that one.
 */
export function startStudioImportRoute({ prisma, storage }: MediaDeps): RouteHandler<Endpoints["startStudioImport"], Staff, undefined> {
  return async (req, res, { caller, body }) => {
    const uploadKey = storage.keyOfUrl(body.uploadURL);
    if (!uploadKey || !uploadKey.startsWith(objectKeys.studioPrefix(caller.studioId)) || !objectKeys.isStudioImport(uploadKey) || !(await storage.stat(uploadKey))) {
      throw new HttpError(400, "Validation failed", { uploadURL: [STUDIO_IMPORT_MESSAGES.noUpload] });
    }
    const jobId = await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM studios WHERE id = ${caller.studioId}::uuid FOR UPDATE`;
      await assertEmptyInstall(tx, caller.studioId);
      const owner = { studioId: caller.studioId, userId: caller.userId, projectId: null };
      return startExclusiveJobInTransaction(tx, importStudioJob, owner, { uploadKey, origin: appOrigin(req) }, `${importStudioJob.name}:${caller.studioId}`);
    });
    res.status(202).json({ jobId });
  };
}
