import type { PurchaseOrder } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { startPurchaseOrderSending } from "./start-purchase-order-sending";

/** POST /api/purchase-orders/:id/send: 202 {jobId} at once; the job mails the order and marks it sent. */
export function startPurchaseOrderSendingRoute(deps: LogisticsDeps): AccessHandler<Staff, PurchaseOrder> {
  return async (_req, res, { caller, record: order }) => {
    res.status(202).json({ jobId: await startPurchaseOrderSending(deps, order, caller) });
  };
}
