import { updateStudioSettingsRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import { keepLogo } from "./keep-logo";
import { saveStudioSettings } from "./save-studio-settings";
import type { SettingsDeps } from "./settings-deps";
import { toStudioSettingsResponse } from "./settings-response";

/** PUT /api/studio/settings: the owner changes what prints on every quote, and the logo with it. */
export function updateStudioSettings({ prisma, storage, quota }: SettingsDeps): AccessHandler<Staff, undefined> {
  return async (req, res, { caller: { studioId } }) => {
    const { logoURL, ...settings } = parseInput(updateStudioSettingsRequestSchema, req.body);
    const logo = logoURL ? await keepLogo(storage, studioId, logoURL) : null;
    const saved = await saveStudioSettings(prisma, studioId, settings, logo ? logo.logoKey : logoURL).catch(async (error: unknown) => {
      if (logo) await storage.remove([logo.logoKey]);
      throw error;
    });
    const unused = [logo?.uploadKey, saved.replacedLogoKey].filter((key) => key != null);
    if (unused.length > 0) await storage.remove(unused);
    // The studio's storage changed size: the next upload counts it afresh.
    if (logo || saved.replacedLogoKey) await quota.forget(studioId);
    res.json(await toStudioSettingsResponse(storage, saved.studio, true));
  };
}
