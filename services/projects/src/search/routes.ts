import { staff, type DeclaredRoutes, type ServiceDeps } from "@atelier/kit";
import { getSearch } from "./get-search";

export function searchRoutes(routes: DeclaredRoutes, deps: ServiceDeps<unknown>): void {
  routes.get("/api/search", staff(), getSearch(deps));
}
