import { downloads, endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { LogisticsRecords } from "../access/records";
import type { LogisticsDeps } from "../logistics-deps";
import { changeProductionStatusRoute } from "./change-production-status-route";
import { listProductionsRoute } from "./list-productions-route";
import { productionLabelsRoute } from "./production-labels-route";

export function productionRoutes(routes: DeclaredRoutes, records: LogisticsRecords, deps: LogisticsDeps): void {
  routes.serve(endpoints.projectProductions, staff(records.project), listProductionsRoute(deps));
  routes.serve(downloads.productionLabels, staff(records.project), productionLabelsRoute(deps));
  routes.serve(endpoints.changeProductionStatus, staff(records.productionItem), changeProductionStatusRoute(deps));
}
