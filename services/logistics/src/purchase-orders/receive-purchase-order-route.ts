import { receivePurchaseOrderRequestSchema } from "@atelier/contracts";
import type { PurchaseOrder } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { findPurchaseOrder } from "./find-purchase-order";
import { toPurchaseOrderResponse } from "./purchase-order-response";
import { receivePurchaseOrder } from "./receive-purchase-order";

/** POST /api/purchase-orders/:id/receive {lines: [{lineId, quantityReceived}]}: the order as it now is. */
export function receivePurchaseOrderRoute(deps: LogisticsDeps): AccessHandler<Staff, PurchaseOrder> {
  return async (req, res, { record }) => {
    const { lines } = parseInput(receivePurchaseOrderRequestSchema, req.body);
    await receivePurchaseOrder(deps, record, lines.map(({ lineId, quantityReceived }) => ({ lineId, quantityReceived: quantityReceived! })));
    res.json(toPurchaseOrderResponse(await findPurchaseOrder(deps.prisma, record.id)));
  };
}
