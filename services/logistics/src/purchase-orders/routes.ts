import { downloads, endpoints } from "@atelier/contracts";
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
  routes.serve(endpoints.projectPurchaseOrders, staff(records.project), listProjectPurchaseOrders(deps));
  routes.serve(endpoints.draftToOrder, staff(records.project), draftToOrderRoute(deps));
  routes.serve(endpoints.purchaseOrder, staff(records.purchaseOrder), getPurchaseOrder(deps));
  routes.serve(downloads.purchaseOrderPdf, staff(records.purchaseOrder), getPurchaseOrderPdf(deps));
  routes.serve(endpoints.sendPurchaseOrder, staff(records.purchaseOrder), startPurchaseOrderSendingRoute(deps));
  routes.serve(endpoints.changePurchaseOrderStatus, staff(records.purchaseOrder), changePurchaseOrderStatusRoute(deps));
  routes.serve(endpoints.receivePurchaseOrder, staff(records.purchaseOrder), receivePurchaseOrderRoute(deps));
}
