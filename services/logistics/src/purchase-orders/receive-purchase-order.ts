import type { PurchaseOrder } from "@atelier/db";
import { HttpError, recordActivity, statusChange } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { purchaseOrderRecord } from "./purchase-order-activity";
import { assertChangeAllowed, lockPurchaseOrder } from "./purchase-order-status";
import { receivingErrors, statusAfterReceiving, type ReceivedQuantities } from "./receiving";

/** Each line whose received quantity moved, as "Oak table: received 1 → 2". */
function receivedChanges(lines: ReadonlyArray<{ id: string; name: string; quantityReceived: number }>, received: ReceivedQuantities) {
  return received.flatMap(({ lineId, quantityReceived }) => {
    const line = lines.find((candidate) => candidate.id === lineId)!;
    return line.quantityReceived === quantityReceived ? [] : [{ field: "quantityReceived", label: `${line.name}: received`, before: String(line.quantityReceived), after: String(quantityReceived) }];
  });
}

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
    const saved = await tx.purchaseOrder.update({
      where: { id: order.id },
      data: { status: after, receivedAt: after === "received" ? new Date() : null },
      select: { studioId: true, number: true, supplier: { select: { name: true } } },
    });
    await recordActivity(tx, {
      studioId: saved.studioId,
      projectId: order.projectId,
      record: purchaseOrderRecord({ id: order.id, number: saved.number, supplierName: saved.supplier.name }),
      action: "updated",
      changes: [...receivedChanges(lines, received), ...(after === status ? [] : [statusChange(status, after)])],
    });
  });
  changes.announce(order.projectId, "purchase-orders", order.id);
}
