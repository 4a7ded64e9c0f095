import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import { populateSampleData } from "./populate-sample-data";

export function sampleDataRoutes(router: Router, deps: ServiceDeps<unknown>): void {
  router.post("/api/populate-sample-data/:id", populateSampleData(deps));
}
