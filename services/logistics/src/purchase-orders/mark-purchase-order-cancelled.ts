import { randomUUID } from "node:crypto";
import { purchaseOrderCancelledEvent } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { recordActivity, writeEvent } from "@atelier/kit";
import { purchaseOrderRecord } from "./purchase-order-activity";
import { assertChangeAllowed, lockPurchaseOrder } from "./purchase-order-status";

/**
 * Inside the transaction of a cancellation: the order becomes cancelled, and its purchase-order.cancelled
 * event, naming the room items on its lines, commits with it so that those still only ordered under it are
 * no longer ordered. Cancelled is final, so the event is written once per order.
 */
export async function markPurchaseOrderCancelled(tx: Prisma.TransactionClient, id: string, now = new Date()): Promise<void> {
  assertChangeAllowed(await lockPurchaseOrder(tx, id), "cancelled");
  const order = await tx.purchaseOrder.update({
    where: { id },
    data: { status: "cancelled", cancelledAt: now },
    select: { projectId: true, studioId: true, number: true, supplier: { select: { name: true } }, lines: { where: { roomItemId: { not: null } }, select: { roomItemId: true } } },
  });
  await writeEvent(tx, purchaseOrderCancelledEvent, randomUUID(), {
    purchaseOrderId: id,
    projectId: order.projectId,
    studioId: order.studioId,
    number: order.number,
    cancelledAt: now.toISOString(),
    roomItemIds: order.lines.map((line) => line.roomItemId!),
  });
  await recordActivity(tx, { studioId: order.studioId, projectId: order.projectId, record: purchaseOrderRecord({ id, number: order.number, supplierName: order.supplier.name }), action: "cancelled" });
}
