import { notFound, type AccessHandler, type Staff } from "@atelier/kit";
import { isStudioOwner } from "../access/roles";
import type { SettingsDeps } from "./settings-deps";
import { toStudioSettingsResponse } from "./settings-response";

/** GET /api/studio/settings: the caller's own studio's settings, for every designer in it. */
export function getStudioSettings({ prisma, storage }: SettingsDeps): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller }) => {
    const [studio, owner] = await Promise.all([prisma.studio.findUnique({ where: { id: caller.studioId } }), isStudioOwner(prisma, caller)]);
    if (!studio) throw notFound("Studio not found");
    res.json(await toStudioSettingsResponse(storage, studio, owner));
  };
}
