import { randomUUID } from "node:crypto";
import type { Endpoints } from "@atelier/contracts";
import { objectKeys, type RouteHandler, type Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { uploadTicket } from "../objects/request-upload";
import { assertEmptyInstall } from "./empty-install";

/** POST /api/studio/imports/uploads: where to PUT an export's ZIP, on an empty install, within the studio's quota. */
export function requestImportUploadRoute(deps: MediaDeps): RouteHandler<Endpoints["studioImportUpload"], Staff, undefined> {
  return async (_req, res, { caller: { studioId } }) => {
    await assertEmptyInstall(deps.prisma, studioId);
    await deps.quota.admit(studioId, res);
    res.json(await uploadTicket(deps, objectKeys.studioImport(studioId, randomUUID())));
  };
}
