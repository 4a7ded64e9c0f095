import type { Endpoints } from "@atelier/contracts";
import { type RouteHandler, type RouteDeps, type Staff } from "@atelier/kit";
import { toStudioExportResponse, withRequester, type StudioExportWithRequester } from "./export-response";

const SHOWN = 10;

/** GET /api/studio/exports: the studio's latest exports, newest first. */
export function listStudioExportsRoute({ prisma, storage }: RouteDeps<unknown>): RouteHandler<Endpoints["studioExports"], Staff, undefined> {
  return async (_req, res, { caller }) => {
    const rows = await prisma.studioExport.findMany({ where: { studioId: caller.studioId }, include: withRequester, orderBy: { createdAt: "desc" }, take: SHOWN });
    res.json(await Promise.all(rows.map((row) => toStudioExportResponse(storage, row))));
  };
}

/** GET /api/studio/exports/:exportId: one export of the caller's studio (its rule makes another studio's a 404). */
export function getStudioExportRoute({ storage }: RouteDeps<unknown>): RouteHandler<Endpoints["studioExport"], Staff, StudioExportWithRequester> {
  return async (_req, res, { record }) => {
    res.json(await toStudioExportResponse(storage, record));
  };
}
