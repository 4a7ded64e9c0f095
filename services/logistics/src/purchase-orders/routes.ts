import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { LogisticsRecords } from "../access/records";
import type { LogisticsDeps } from "../logistics-deps";
import { changePurchaseOrderStatusRoute } from "./change-purchase-order-status-route";
import { draftToOrderRoute } from "./draft-to-order-route";
import { getPurchaseOrder } from "./get-purchase-order";
import { getPurchaseOrderPdf } from "./get-purchase-order-pdf";
import { listProjectPurchaseOrders } from "./list-project-purchase-orders";
import { receivePurchaseOrderRoute } from "./receive-purchase-order-route";
import { startPurchaseOrderSendingRoute } from "./start-purchase-order-sending-route";

/** A project's purchase orders (drafted from approved quotes by the quote.approved subscriber) and what a designer does with them. */
export function purchaseOrderRoutes(routes: DeclaredRoutes, records: LogisticsRecords, deps: LogisticsDeps): void {
  routes.get("/api/projects/:id/purchase-orders", staff(records.project), listProjectPurchaseOrders(deps));
  routes.post("/api/projects/:id/purchase-orders", staff(records.project), draftToOrderRoute(deps));
  routes.get("/api/purchase-orders/:id", staff(records.purchaseOrder), getPurchaseOrder(deps));
  routes.get("/api/purchase-orders/:id/pdf", staff(records.purchaseOrder), getPurchaseOrderPdf(deps));
  routes.post("/api/purchase-orders/:id/send", staff(records.purchaseOrder), startPurchaseOrderSendingRoute(deps));
  routes.post("/api/purchase-orders/:id/status", staff(records.purchaseOrder), changePurchaseOrderStatusRoute(deps));
  routes.post("/api/purchase-orders/:id/receive", staff(records.purchaseOrder), receivePurchaseOrderRoute(deps));
}
