import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { LogisticsRecords } from "../access/records";
import type { LogisticsDeps } from "../logistics-deps";
import { changeProductionStatusRoute } from "./change-production-status-route";
import { listProductionsRoute } from "./list-productions-route";
import { productionLabelsRoute } from "./production-labels-route";

export function productionRoutes(routes: DeclaredRoutes, records: LogisticsRecords, deps: LogisticsDeps): void {
  routes.get("/api/projects/:id/productions", staff(records.project), listProductionsRoute(deps));
  routes.get("/api/projects/:id/production-labels", staff(records.project), productionLabelsRoute(deps));
  routes.post("/api/productions/:id/status", staff(records.productionItem), changeProductionStatusRoute(deps));
}
