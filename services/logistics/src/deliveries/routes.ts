import { downloads, endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { LogisticsRecords } from "../access/records";
import type { LogisticsDeps } from "../logistics-deps";
import { deliveryRecord } from "./delivery-records";
import { listDeliveries } from "./list-deliveries";
import { getDeliveryNoteRoute } from "./note/get-delivery-note-route";
import { scheduleDeliveryRoute } from "./schedule-delivery-route";
import { updateDeliveryRoute } from "./update-delivery-route";

export function deliveryRoutes(routes: DeclaredRoutes, records: LogisticsRecords, deps: LogisticsDeps): void {
  const delivery = deliveryRecord(deps.prisma);
  routes.serve(endpoints.projectDeliveries, staff(records.project), listDeliveries(deps));
  routes.serve(endpoints.scheduleDelivery, staff(records.project), scheduleDeliveryRoute(deps));
  routes.serve(endpoints.updateDelivery, staff(delivery), updateDeliveryRoute(deps));
  routes.serve(downloads.deliveryNote, staff(delivery), getDeliveryNoteRoute(deps));
}
