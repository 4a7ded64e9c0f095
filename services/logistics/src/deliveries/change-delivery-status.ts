import { randomUUID } from "node:crypto";
import { deliveryInTransitEvent } from "@atelier/contracts";
import { recordActivity, statusChange, writeEvent } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { deliveryDetails, type DeliveryWithDetails } from "./delivery-records";
import { deliveryEventOf } from "./delivery-room-items";
import { moveDelivery } from "./move-delivery";
import { deliveryRecord } from "./delivery-activity";

/**
 * Out for delivery, or held up on the way (DELIVERY_TRANSITIONS); notes sent with it replace the
 * delivery's. Leaving writes delivery.in-transit in the same transaction, so its items follow.
 */
export async function changeDeliveryStatus(
  deps: LogisticsDeps,
  delivery: DeliveryWithDetails,
  change: { status: "in_transit" | "delayed"; notes?: string | null },
): Promise<DeliveryWithDetails> {
  const now = new Date();
  const moved = await deps.prisma.$transaction(async (tx) => {
    await moveDelivery(tx, delivery, change.status, change.notes ? { notes: change.notes } : {});
    await recordActivity(tx, { studioId: delivery.studioId, projectId: delivery.projectId, record: deliveryRecord(delivery), action: "updated", changes: [statusChange(delivery.status, change.status)] });
    if (change.status === "in_transit") await writeEvent(tx, deliveryInTransitEvent, randomUUID(), { ...deliveryEventOf(delivery), at: now.toISOString() });
    return tx.delivery.findUniqueOrThrow({ where: { id: delivery.id }, include: deliveryDetails });
  });
  deps.changes.announce(delivery.projectId, "deliveries", delivery.id);
  return moved;
}
