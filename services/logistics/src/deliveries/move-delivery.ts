import { canMoveDelivery, DELIVERY_STATUSES, deliveryStatusRefusal, type DeliveryStatus } from "@atelier/contracts";
import type { Delivery, Prisma } from "@atelier/db";
import { conflict } from "@atelier/kit";

/**
 * Moves a delivery to `to` with `data`, only from a status that may go there, in one conditional update:
 * of two changes racing, the second finds the status moved on and is a 409 naming where it now is.
 */
export async function moveDelivery(tx: Prisma.TransactionClient, delivery: Pick<Delivery, "id">, to: DeliveryStatus, data: Prisma.DeliveryUpdateManyMutationInput = {}): Promise<void> {
  const from = DELIVERY_STATUSES.filter((status) => canMoveDelivery(status, to));
  const { count } = await tx.delivery.updateMany({ where: { id: delivery.id, status: { in: from } }, data: { ...data, status: to } });
  if (count === 1) return;
  const now = await tx.delivery.findUniqueOrThrow({ where: { id: delivery.id }, select: { status: true } });
  throw conflict(deliveryStatusRefusal(now.status, to));
}
