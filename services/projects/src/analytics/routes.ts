import { staff, type DeclaredRoutes, type ServiceDeps } from "@atelier/kit";
import { getDashboardAnalytics } from "./get-dashboard-analytics";

export function analyticsRoutes(routes: DeclaredRoutes, deps: ServiceDeps<unknown>): void {
  routes.get("/api/analytics/dashboard", staff(), getDashboardAnalytics(deps));
}
