import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { requestImportUploadRoute } from "./request-import-upload-route";
import { startStudioImportRoute } from "./start-studio-import-route";

/** Restoring a studio's export into an empty install, for the owner who signed up to do it. */
export function studioImportRoutes(routes: DeclaredRoutes, deps: MediaDeps): void {
  routes.serve(endpoints.studioImportUpload, staff(), requestImportUploadRoute(deps));
  routes.serve(endpoints.startStudioImport, staff(), startStudioImportRoute(deps));
}
