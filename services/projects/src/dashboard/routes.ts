import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes, type ServiceDeps } from "@atelier/kit";
import { getDashboardStats } from "./get-dashboard-stats";
import { getThisWeek } from "./get-this-week";

export function dashboardRoutes(routes: DeclaredRoutes, deps: ServiceDeps<unknown>): void {
  routes.serve(endpoints.dashboardStats, staff(), getDashboardStats(deps));
  routes.serve(endpoints.thisWeekMeetings, staff(), getThisWeek(deps));
}
