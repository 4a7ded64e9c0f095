import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import { getStudioSettings } from "./get-studio-settings";
import type { SettingsDeps } from "./settings-deps";
import { updateStudioSettings } from "./update-studio-settings";

/** The caller's own studio's settings: every member reads them, owners and admins change them (studio.manage). */
export function studioSettingsRoutes(routes: DeclaredRoutes, deps: SettingsDeps): void {
  routes.serve(endpoints.studioSettings, staff(), getStudioSettings(deps));
  routes.serve(endpoints.updateStudioSettings, staff(), updateStudioSettings(deps));
}
