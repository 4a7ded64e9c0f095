import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes, type ServiceDeps } from "@atelier/kit";
import { getDashboardAnalytics } from "./get-dashboard-analytics";

export function analyticsRoutes(routes: DeclaredRoutes, deps: ServiceDeps<unknown>): void {
  routes.serve(endpoints.dashboardAnalytics, staff(), getDashboardAnalytics(deps));
}
