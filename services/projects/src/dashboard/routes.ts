import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import { getDashboardStats } from "./get-dashboard-stats";

export function dashboardRoutes(router: Router, deps: ServiceDeps<unknown>): void {
  router.get("/api/dashboard/stats", getDashboardStats(deps));
}
