import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import { getDashboardAnalytics } from "./get-dashboard-analytics";

export function analyticsRoutes(router: Router, deps: ServiceDeps<unknown>): void {
  router.get("/api/analytics/dashboard", getDashboardAnalytics(deps));
}
