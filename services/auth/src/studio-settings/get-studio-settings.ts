import { roleAllows } from "@atelier/contracts";
import { notFound, type AccessHandler, type Staff } from "@atelier/kit";
import type { SettingsDeps } from "./settings-deps";
import { toStudioSettingsResponse } from "./settings-response";

/** GET /api/studio/settings: the caller's own studio's settings, for every member of it. */
export function getStudioSettings({ prisma, storage }: SettingsDeps): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller }) => {
    const studio = await prisma.studio.findUnique({ where: { id: caller.studioId } });
    if (!studio) throw notFound("Studio not found");
    res.json(await toStudioSettingsResponse(storage, studio, roleAllows(caller.role, "studio.manage")));
  };
}
