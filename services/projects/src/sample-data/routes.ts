import { staff, type DeclaredRoutes, type ServiceDeps } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import { populateSampleData } from "./populate-sample-data";

export function sampleDataRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: ServiceDeps<unknown>): void {
  routes.post("/api/populate-sample-data/:id", staff(records.project), populateSampleData(deps));
}
