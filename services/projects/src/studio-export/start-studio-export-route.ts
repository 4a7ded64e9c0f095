import { randomUUID } from "node:crypto";
import { exportStudioJob, STUDIO_EXPORT_MESSAGES, type Endpoints } from "@atelier/contracts";
import { conflict, startJobInTransaction, type RouteHandler, type RouteDeps, type Staff } from "@atelier/kit";
import { toStudioExportResponse, withRequester } from "./export-response";

/**
 * POST /api/studio/exports: 202 with the export its job is now making. One at a time: under the studio's row lock, a
 * second while one is waiting or running is a 409.
 */
export function startStudioExportRoute({ prisma, storage }: RouteDeps<unknown>): RouteHandler<Endpoints["startStudioExport"], Staff, undefined> {
  return async (_req, res, { caller }) => {
    const exportId = randomUUID();
    const started = await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM studios WHERE id = ${caller.studioId}::uuid FOR UPDATE`;
      if ((await tx.studioExport.count({ where: { studioId: caller.studioId, status: { in: ["pending", "running"] } } })) > 0) throw conflict(STUDIO_EXPORT_MESSAGES.running);
      const jobId = await startJobInTransaction(tx, exportStudioJob, { studioId: caller.studioId, userId: caller.userId, projectId: null }, { exportId });
      return tx.studioExport.create({ data: { id: exportId, studioId: caller.studioId, requestedById: caller.userId, jobId }, include: withRequester });
    });
    res.status(202).json(await toStudioExportResponse(storage, started));
  };
}
