import { endpoints, STUDIO_SETTINGS_MESSAGES } from "@atelier/contracts";
import { staff, staffWithRole, type DeclaredRoutes } from "@atelier/kit";
import { studioOwner } from "../access/roles";
import { getStudioSettings } from "./get-studio-settings";
import type { SettingsDeps } from "./settings-deps";
import { updateStudioSettings } from "./update-studio-settings";

/** The caller's own studio's settings: every designer reads them, only the owner changes them. */
export function studioSettingsRoutes(routes: DeclaredRoutes, deps: SettingsDeps): void {
  routes.serve(endpoints.studioSettings, staff(), getStudioSettings(deps));
  routes.serve(endpoints.updateStudioSettings, staffWithRole(studioOwner(deps.prisma), STUDIO_SETTINGS_MESSAGES.ownerOnly), updateStudioSettings(deps));
}
