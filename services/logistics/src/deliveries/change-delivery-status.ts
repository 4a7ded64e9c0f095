import type { LogisticsDeps } from "../logistics-deps";
import { deliveryDetails, type DeliveryWithDetails } from "./delivery-records";
import { moveDelivery } from "./move-delivery";

/** Out for delivery, or held up on the way (DELIVERY_TRANSITIONS); notes sent with it replace the delivery's. */
export async function changeDeliveryStatus(
  deps: LogisticsDeps,
  delivery: DeliveryWithDetails,
  change: { status: "in_transit" | "delayed"; notes?: string | null },
): Promise<DeliveryWithDetails> {
  const moved = await deps.prisma.$transaction(async (tx) => {
    await moveDelivery(tx, delivery, change.status, change.notes ? { notes: change.notes } : {});
    return tx.delivery.findUniqueOrThrow({ where: { id: delivery.id }, include: deliveryDetails });
  });
  deps.changes.announce(delivery.projectId, "deliveries", delivery.id);
  return moved;
}
