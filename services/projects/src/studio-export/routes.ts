import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes, type RouteDeps } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import { getStudioExportRoute, listStudioExportsRoute } from "./list-studio-exports-route";
import { startStudioExportRoute } from "./start-studio-export-route";

/** Exports of the whole studio, for its owner. */
export function studioExportRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: RouteDeps<unknown>): void {
  routes.serve(endpoints.startStudioExport, staff(), startStudioExportRoute(deps));
  routes.serve(endpoints.studioExports, staff(), listStudioExportsRoute(deps));
  routes.serve(endpoints.studioExport, staff(records.studioExport), getStudioExportRoute(deps));
}
