import type { z } from "zod";
import type { updateStudioSettingsRequestSchema } from "@atelier/contracts";
import type { Studio } from "@atelier/db";
import { keepLogo } from "./keep-logo";
import { saveStudioSettings } from "./save-studio-settings";
import type { SettingsDeps } from "./settings-deps";

type SettingsChange = z.output<typeof updateStudioSettingsRequestSchema>;

/**
 * Changes what prints on every quote, and the logo with it: a new logo is checked and kept before the
 * save, and whichever objects the save left unused (the upload, the replaced logo, or the new logo when
 * the save failed) are removed, so storage holds only the logo the studio names.
 */
export async function changeStudioSettings({ prisma, storage, quota }: SettingsDeps, studioId: string, { logoURL, ...settings }: SettingsChange): Promise<Studio> {
  const logo = logoURL ? await keepLogo(storage, studioId, logoURL) : null;
  const saved = await saveStudioSettings(prisma, studioId, settings, logo ? logo.logoKey : logoURL).catch(async (error: unknown) => {
    if (logo) await storage.remove([logo.logoKey]);
    throw error;
  });
  const unused = [logo?.uploadKey, saved.replacedLogoKey].filter((key) => key != null);
  if (unused.length > 0) await storage.remove(unused);
  // The studio's storage changed size: the next upload counts it afresh.
  if (logo || saved.replacedLogoKey) await quota.forget(studioId);
  return saved.studio;
}
