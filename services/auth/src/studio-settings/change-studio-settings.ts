import type { z } from "zod";
import type { updateStudioSettingsRequestSchema } from "@atelier/contracts";
import type { Studio } from "@atelier/db";
import { saveWithImage } from "../images/save-with-image";
import { keepLogo } from "./keep-logo";
import { saveStudioSettings } from "./save-studio-settings";
import type { SettingsDeps } from "./settings-deps";

type SettingsChange = z.output<typeof updateStudioSettingsRequestSchema>;

/** Changes what prints on every quote, and the logo with it: a new logo is checked and kept before the save. */
export async function changeStudioSettings(deps: SettingsDeps, studioId: string, { logoURL, ...settings }: SettingsChange): Promise<Studio> {
  const logo = logoURL ? await keepLogo(deps.storage, studioId, logoURL) : null;
  return saveWithImage(deps, studioId, logo, () => saveStudioSettings(deps.prisma, studioId, settings, logo ? logo.key : logoURL));
}
