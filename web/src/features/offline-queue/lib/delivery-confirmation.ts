import { endpoints, type Delivery, type UpdateDeliveryRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";
import type { NewUpload } from "./queued-upload";
import { sendOrQueue } from "./send-or-queue";
import { queueUpload } from "./upload-queue";

type SignedDelivery = Pick<Delivery, "id" | "projectId" | "deliveryNumber">;

const confirmationUpload = (delivery: SignedDelivery, confirmation: UpdateDeliveryRequest): NewUpload => ({
  kind: "delivery-confirmation",
  projectId: delivery.projectId,
  deliveryId: delivery.id,
  deliveryNumber: delivery.deliveryNumber,
  confirmation,
});

/** Keeps a receiver's signature (and name, notes, delivered date) on the device until the connection returns. */
export const queueDeliveryConfirmation = (delivery: SignedDelivery, confirmation: UpdateDeliveryRequest) =>
  queueUpload(confirmationUpload(delivery, confirmation));

/**
 * Confirm Delivery's seam: sends the confirmation now (PUT /api/deliveries/:id), or, without signal, queues it;
 * `queued` tells the form which happened. The queue completes the delivery once, however often it sends it.
 */
export const confirmDeliveryOrQueue = (delivery: SignedDelivery, confirmation: UpdateDeliveryRequest) =>
  sendOrQueue(
    () => callEndpoint(endpoints.updateDelivery, { params: { deliveryId: delivery.id }, body: confirmation }),
    confirmationUpload(delivery, confirmation),
  );
