import { randomUUID } from "node:crypto";
import { deliveryCompletedEvent, deliveryStatusRefusal, studioDay } from "@atelier/contracts";
import { conflict, fieldRefused, fieldsSet, objectKeys, recordActivity, writeEvent } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { completeDeliveredItems } from "../production/complete-delivered-items";
import { deliveryDetails, type DeliveryWithDetails } from "./delivery-records";
import { deliveryEventOf } from "./delivery-room-items";
import { moveDelivery } from "./move-delivery";
import { deliveryRecord } from "./delivery-activity";

export interface ProofOfDelivery {
  /** The receiver's drawn signature, checked for ink. */
  png: Buffer;
  receivedBy: string | null;
  notes: string | null;
  deliveredDate: Date;
}

/**
 * A delivery is signed for while it is in transit, and not as delivered before the day it was booked; checked as
 * read before the signature is decoded, and again by the transaction's conditional move.
 */
export function assertConfirmable(delivery: Pick<DeliveryWithDetails, "status" | "createdAt">, deliveredDate: Date, timeZone: string): void {
  if (delivery.status !== "in_transit") throw conflict(deliveryStatusRefusal(delivery.status, "completed"));
  const bookedOn = studioDay(delivery.createdAt, timeZone);
  if (studioDay(deliveredDate, timeZone) < bookedOn) throw fieldRefused("deliveredDate", `Delivered date cannot be before the delivery was booked (${bookedOn})`);
}

/**
 * The receiver signs for a delivery in transit. The signature is stored first; then in one transaction
 * the delivery becomes completed with its proof, the production items it carried are completed, and
 * delivery.completed is written. A delivery not in transit (or confirmed meanwhile) is a 409, and the
 * signature stored for the refused attempt is removed.
 */
export async function confirmDelivery(deps: LogisticsDeps, delivery: DeliveryWithDetails, proof: ProofOfDelivery, timeZone: string): Promise<DeliveryWithDetails> {
  assertConfirmable(delivery, proof.deliveredDate, timeZone);
  const signatureKey = objectKeys.deliverySignature(delivery.studioId, delivery.id, randomUUID());
  await deps.storage.put(signatureKey, proof.png, "image/png");
  const productionItemIds = delivery.items.flatMap((item) => (item.productionItemId ? [item.productionItemId] : []));
  try {
    const confirmed = await deps.prisma.$transaction(async (tx) => {
      await moveDelivery(tx, delivery, "completed", {
        podSignatureObjectKey: signatureKey,
        receivedBy: proof.receivedBy,
        deliveredDate: proof.deliveredDate,
        ...(proof.notes ? { notes: proof.notes } : {}),
      });
      await completeDeliveredItems(tx, delivery.projectId, productionItemIds);
      const received = fieldsSet(proof, { receivedBy: "Received by" });
      await recordActivity(tx, { studioId: delivery.studioId, projectId: delivery.projectId, record: deliveryRecord(delivery), action: "completed", changes: received });
      await writeEvent(tx, deliveryCompletedEvent, randomUUID(), { ...deliveryEventOf(delivery), deliveredAt: proof.deliveredDate.toISOString() });
      return tx.delivery.findUniqueOrThrow({ where: { id: delivery.id }, include: deliveryDetails });
    });
    deps.changes.announce(delivery.projectId, "deliveries", delivery.id);
    if (productionItemIds.length > 0) deps.changes.announce(delivery.projectId, "productions");
    return confirmed;
  } catch (error) {
    await deps.storage.remove([signatureKey]).catch(() => undefined);
    throw error;
  }
}
