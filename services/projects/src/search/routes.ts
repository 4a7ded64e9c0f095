import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes, type ServiceDeps } from "@atelier/kit";
import { getSearch } from "./get-search";

export function searchRoutes(routes: DeclaredRoutes, deps: ServiceDeps<unknown>): void {
  routes.serve(endpoints.search, staff(), getSearch(deps));
}
