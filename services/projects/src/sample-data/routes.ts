import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { MediaDeps } from "../config";
import { populateSampleDataRoute } from "./populate-sample-data-route";
import { removeSampleDataRoute } from "./remove-sample-data-route";

export function sampleDataRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: MediaDeps): void {
  routes.serve(endpoints.populateSampleData, staff(records.project), populateSampleDataRoute(deps));
  routes.serve(endpoints.removeSampleData, staff(records.project), removeSampleDataRoute(deps));
}
