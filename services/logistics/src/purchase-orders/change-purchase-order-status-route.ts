import type { Endpoints } from "@atelier/contracts";
import type { PurchaseOrder } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { changePurchaseOrderStatus } from "./change-purchase-order-status";
import { findPurchaseOrder } from "./find-purchase-order";
import { toPurchaseOrderResponse } from "./purchase-order-response";

/** POST /api/purchase-orders/:id/status {status}: the order as it now is; 409 when its status does not allow the change. */
export function changePurchaseOrderStatusRoute(deps: LogisticsDeps): RouteHandler<Endpoints["changePurchaseOrderStatus"], Staff, PurchaseOrder> {
  return async (_req, res, { record, body: { status } }) => {
    await changePurchaseOrderStatus(deps, record, status);
    res.json(toPurchaseOrderResponse(await findPurchaseOrder(deps.prisma, record.id)));
  };
}
