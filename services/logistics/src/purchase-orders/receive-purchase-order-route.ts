import type { Endpoints } from "@atelier/contracts";
import type { PurchaseOrder } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { findPurchaseOrder } from "./find-purchase-order";
import { toPurchaseOrderResponse } from "./purchase-order-response";
import { receivePurchaseOrder } from "./receive-purchase-order";

/** POST /api/purchase-orders/:id/receive {lines: [{lineId, quantityReceived}]}: the order as it now is. */
export function receivePurchaseOrderRoute(deps: LogisticsDeps): RouteHandler<Endpoints["receivePurchaseOrder"], Staff, PurchaseOrder> {
  return async (_req, res, { record, body: { lines } }) => {
    await receivePurchaseOrder(deps, record, lines);
    res.json(toPurchaseOrderResponse(await findPurchaseOrder(deps.prisma, record.id)));
  };
}
