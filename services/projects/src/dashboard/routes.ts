import { staff, type DeclaredRoutes, type ServiceDeps } from "@atelier/kit";
import { getDashboardStats } from "./get-dashboard-stats";
import { getThisWeek } from "./get-this-week";

export function dashboardRoutes(routes: DeclaredRoutes, deps: ServiceDeps<unknown>): void {
  routes.get("/api/dashboard/stats", staff(), getDashboardStats(deps));
  routes.get("/api/dashboard/this-week", staff(), getThisWeek(deps));
}
