import { randomUUID } from "node:crypto";
import { purchaseOrderSentEvent } from "@atelier/contracts";
import type { Prisma, PurchaseOrder } from "@atelier/db";
import { writeEvent } from "@atelier/kit";
import { assertChangeAllowed, lockPurchaseOrder } from "./purchase-order-status";

export interface MarkSentOptions {
  /** Where it was e-mailed; null when the designer placed the order another way. */
  to: string | null;
  /** The purchase-order.sent event's id: the mail job gives one derived from its own, so a retry writes it once. */
  eventId?: string;
  now?: Date;
}

/**
 * Inside the transaction of a send: a draft order becomes sent, remembers where and when, forgets an
 * earlier mail failure, and its purchase-order.sent event commits with it. The caller wakes its outbox
 * relay and announces the change once the transaction commits.
 */
export async function markPurchaseOrderSent(tx: Prisma.TransactionClient, id: string, { to, eventId = randomUUID(), now = new Date() }: MarkSentOptions): Promise<PurchaseOrder> {
  assertChangeAllowed(await lockPurchaseOrder(tx, id), "sent");
  const order = await tx.purchaseOrder.update({
    where: { id },
    data: { status: "sent", sentAt: now, sentTo: to, sendFailedReason: null },
    include: { supplier: { select: { name: true } } },
  });
  await writeEvent(tx, purchaseOrderSentEvent, eventId, {
    purchaseOrderId: id,
    projectId: order.projectId,
    studioId: order.studioId,
    number: order.number,
    supplierName: order.supplier.name,
    sentAt: now.toISOString(),
  });
  return order;
}
