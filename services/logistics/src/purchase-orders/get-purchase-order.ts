import type { PurchaseOrder } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { findPurchaseOrder } from "./find-purchase-order";
import { toPurchaseOrderResponse } from "./purchase-order-response";

/** GET /api/purchase-orders/:id: the order with its lines. */
export function getPurchaseOrder({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, PurchaseOrder> {
  return async (_req, res, { record }) => {
    res.json(toPurchaseOrderResponse(await findPurchaseOrder(prisma, record.id)));
  };
}
