import type { PurchaseOrder } from "@atelier/db";
import { HttpError } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { assertChangeAllowed, lockPurchaseOrder } from "./purchase-order-status";
import { receivingErrors, statusAfterReceiving, type ReceivedQuantities } from "./receiving";

/**
 * Records what has arrived, line by line: each line named gets its quantity received so far. The order
 * becomes received when every line has all of its quantity, partly received while some has come, and
 * stays as it was while nothing has (receiving.ts). Only a sent, acknowledged or partly received order takes deliveries.
 */
export async function receivePurchaseOrder({ prisma, changes }: LogisticsDeps, order: Pick<PurchaseOrder, "id" | "projectId">, received: ReceivedQuantities): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const status = await lockPurchaseOrder(tx, order.id);
    assertChangeAllowed(status, "received");
    const lines = (await tx.purchaseOrderLine.findMany({ where: { purchaseOrderId: order.id } })).map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity.toNumber(),
      quantityReceived: line.quantityReceived.toNumber(),
    }));
    const errors = receivingErrors(lines, received);
    if (Object.keys(errors).length > 0) throw new HttpError(400, "Some received quantities are not possible", errors);
    for (const { lineId, quantityReceived } of received) {
      await tx.purchaseOrderLine.update({ where: { id: lineId }, data: { quantityReceived } });
    }
    const after = statusAfterReceiving(status, lines, received);
    await tx.purchaseOrder.update({ where: { id: order.id }, data: { status: after, receivedAt: after === "received" ? new Date() : null } });
  });
  changes.announce(order.projectId, "purchase-orders", order.id);
}
