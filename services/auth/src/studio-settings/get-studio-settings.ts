import { roleAllows, type Endpoints } from "@atelier/contracts";
import { notFound, type RouteHandler, type Staff } from "@atelier/kit";
import type { SettingsDeps } from "./settings-deps";
import { toStudioSettingsResponse } from "./settings-response";

/** GET /api/studio/settings: the caller's own studio's settings, for every member of it (its markups only for one who sees costs). */
export function getStudioSettings({ prisma, storage }: SettingsDeps): RouteHandler<Endpoints["studioSettings"], Staff, undefined> {
  return async (_req, res, { caller, seesCosts }) => {
    const studio = await prisma.studio.findUnique({ where: { id: caller.studioId } });
    if (!studio) throw notFound("Studio not found");
    res.json(await toStudioSettingsResponse(storage, studio, { canEdit: roleAllows(caller.role, "studio.manage"), seesCosts: await seesCosts() }));
  };
}
