import { updateStudioSettingsRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import { changeStudioSettings } from "./change-studio-settings";
import type { SettingsDeps } from "./settings-deps";
import { toStudioSettingsResponse } from "./settings-response";

/** PUT /api/studio/settings: the owner changes what prints on every quote, and the logo with it. */
export function updateStudioSettings(deps: SettingsDeps): AccessHandler<Staff, undefined> {
  return async (req, res, { caller: { studioId } }) => {
    const studio = await changeStudioSettings(deps, studioId, parseInput(updateStudioSettingsRequestSchema, req.body));
    res.json(await toStudioSettingsResponse(deps.storage, studio, true));
  };
}
