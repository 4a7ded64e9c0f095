import type { PurchaseOrderStatus } from "@atelier/contracts";
import type { Prisma, PurchaseOrder, PurchaseOrderLine } from "@atelier/db";
import { HttpError } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { assertChangeAllowed, lockPurchaseOrder } from "./purchase-order-status";

type Received = Array<{ lineId: string; quantityReceived: number }>;

/**
 * Records what has arrived, line by line: each line named gets its quantity received so far. The order
 * becomes received when every line has all of its quantity, partly received while some has come, and
 * stays as it was while nothing has. Only a sent, acknowledged or partly received order takes deliveries.
 */
export async function receivePurchaseOrder({ prisma, changes }: LogisticsDeps, order: Pick<PurchaseOrder, "id" | "projectId">, received: Received): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const status = await lockPurchaseOrder(tx, order.id);
    assertChangeAllowed(status, "received");
    const lines = await tx.purchaseOrderLine.findMany({ where: { purchaseOrderId: order.id } });
    checkReceived(lines, received);
    for (const { lineId, quantityReceived } of received) {
      await tx.purchaseOrderLine.update({ where: { id: lineId }, data: { quantityReceived } });
    }
    const after = lines.map((line) => received.find((entry) => entry.lineId === line.id)?.quantityReceived ?? line.quantityReceived.toNumber());
    await tx.purchaseOrder.update({ where: { id: order.id }, data: statusAfterReceiving(status, lines, after) });
  });
  changes.announce(order.projectId, "purchase-orders", order.id);
}

/** Each entry must name a line of this order, once, and no more than the line's quantity. */
function checkReceived(lines: readonly PurchaseOrderLine[], received: Received): void {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  received.forEach(({ lineId, quantityReceived }, index) => {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line || seen.has(lineId)) errors[`lines.${index}.lineId`] = [line ? "Each line may be received once per request" : "This line is not on the purchase order"];
    else if (quantityReceived > line.quantity.toNumber()) errors[`lines.${index}.quantityReceived`] = [`At most ${line.quantity.toNumber()} can be received for ${line.name}`];
    seen.add(lineId);
  });
  if (Object.keys(errors).length > 0) throw new HttpError(400, "Some received quantities are not possible", errors);
}

function statusAfterReceiving(status: PurchaseOrderStatus, lines: readonly PurchaseOrderLine[], after: readonly number[]): Prisma.PurchaseOrderUpdateInput {
  const all = lines.every((line, index) => after[index]! >= line.quantity.toNumber());
  if (all) return { status: "received", receivedAt: new Date() };
  if (after.some((quantity) => quantity > 0)) return { status: "partly_received", receivedAt: null };
  return { status: status === "partly_received" ? "acknowledged" : status, receivedAt: null };
}
