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
  routes.get("/api/projects/:id/deliveries", staff(records.project), listDeliveries(deps));
  routes.post("/api/projects/:id/deliveries", staff(records.project), scheduleDeliveryRoute(deps));
  routes.put("/api/deliveries/:id", staff(delivery), updateDeliveryRoute(deps));
  routes.get("/api/deliveries/:id/note", staff(delivery), getDeliveryNoteRoute(deps));
}
