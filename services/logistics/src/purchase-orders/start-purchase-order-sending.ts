import { sendPurchaseOrderJob } from "@atelier/contracts";
import type { PurchaseOrder } from "@atelier/db";
import { HttpError, startJobInTransaction, type AccessHandler, type Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { assertChangeAllowed } from "./purchase-order-status";

const NO_SUPPLIER_EMAIL = "The supplier has no e-mail address: add one to the supplier before sending the order";

/**
 * POST /api/purchase-orders/:id/send: 202 {jobId} at once; the mail job marks the order sent. The mail goes to
 * the supplier's e-mail on record, never to an address from the request. The job and its outbox row commit together.
 */
export function startPurchaseOrderSending({ prisma, outbox }: LogisticsDeps): AccessHandler<Staff, PurchaseOrder> {
  return async (_req, res, { caller: { studioId, userId }, record: order }) => {
    assertChangeAllowed(order.status, "sent");
    const { email } = await prisma.supplier.findUniqueOrThrow({ where: { id: order.supplierId }, select: { email: true } });
    if (!email) throw new HttpError(400, NO_SUPPLIER_EMAIL, { email: [NO_SUPPLIER_EMAIL] });
    const owner = { studioId, userId, projectId: order.projectId };
    const jobId = await prisma.$transaction((tx) => startJobInTransaction(tx, sendPurchaseOrderJob, owner, { purchaseOrderId: order.id, to: email }));
    outbox.wake();
    res.status(202).json({ jobId });
  };
}
