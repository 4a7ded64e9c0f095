import { updateStudioSettingsRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import { tellStudioAccessChanged } from "../team/tell-member";
import { changeStudioSettings } from "./change-studio-settings";
import type { SettingsDeps } from "./settings-deps";
import { toStudioSettingsResponse } from "./settings-response";

/**
 * PUT /api/studio/settings: an owner or admin changes what prints on every quote, and the logo with it; a change of
 * who sees costs is told to the studio's open tabs, which ask again what they may show.
 */
export function updateStudioSettings(deps: SettingsDeps): AccessHandler<Staff, undefined> {
  return async (req, res, { caller: { studioId } }) => {
    const change = parseInput(updateStudioSettingsRequestSchema, req.body);
    const studio = await changeStudioSettings(deps, studioId, change);
    if (change.designersSeeCosts !== undefined) tellStudioAccessChanged(deps.emitter, studioId);
    res.json(await toStudioSettingsResponse(deps.storage, studio, { canEdit: true, seesCosts: true }));
  };
}
