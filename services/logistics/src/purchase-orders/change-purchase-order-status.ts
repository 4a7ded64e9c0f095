import type { PurchaseOrderStatusRequest } from "@atelier/contracts";
import type { PurchaseOrder } from "@atelier/db";
import { recordActivity, statusChange } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { markPurchaseOrderCancelled } from "./mark-purchase-order-cancelled";
import { markPurchaseOrderSent } from "./mark-purchase-order-sent";
import { purchaseOrderRecord } from "./purchase-order-activity";
import { assertChangeAllowed, lockPurchaseOrder } from "./purchase-order-status";

type Change = PurchaseOrderStatusRequest["status"];

/**
 * A designer's change of an order's status: sent (placed by phone or in person, with its
 * purchase-order.sent event), acknowledged by the supplier, or cancelled before anything arrived (with its
 * purchase-order.cancelled event).
 * A change the order's status does not allow is a 409.
 */
export async function changePurchaseOrderStatus({ prisma, changes }: LogisticsDeps, order: Pick<PurchaseOrder, "id" | "projectId">, status: Change): Promise<void> {
  await prisma.$transaction(async (tx) => {
    if (status === "sent") return markPurchaseOrderSent(tx, order.id, { to: null });
    if (status === "cancelled") return markPurchaseOrderCancelled(tx, order.id);
    const before = await lockPurchaseOrder(tx, order.id);
    assertChangeAllowed(before, status);
    const saved = await tx.purchaseOrder.update({ where: { id: order.id }, data: { status, acknowledgedAt: new Date() }, include: { supplier: { select: { name: true } } } });
    const record = purchaseOrderRecord({ id: order.id, number: saved.number, supplierName: saved.supplier.name });
    await recordActivity(tx, { studioId: saved.studioId, projectId: order.projectId, record, action: "updated", changes: [statusChange(before, status)] });
  });
  changes.announce(order.projectId, "purchase-orders", order.id);
}
