import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes, type ServiceDeps } from "@atelier/kit";
import { getThisWeek } from "./get-this-week";

export function weekRoutes(routes: DeclaredRoutes, deps: ServiceDeps<unknown>): void {
  routes.serve(endpoints.thisWeekLogistics, staff(), getThisWeek(deps));
}
