import { updateDeliveryRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import { drawnSignaturePng } from "@atelier/kit/drawn-signature";
import type { LogisticsDeps } from "../logistics-deps";
import { changeDeliveryStatus } from "./change-delivery-status";
import { confirmDelivery } from "./confirm-delivery";
import type { DeliveryWithDetails } from "./delivery-records";
import { toDeliveryResponse } from "./delivery-response";

/** PUT /api/deliveries/:id: in transit, delayed, or completed with the proof of delivery; 409 for a move its status does not allow. */
export function updateDeliveryRoute(deps: LogisticsDeps): AccessHandler<Staff, DeliveryWithDetails> {
  return async (req, res, { record: delivery }) => {
    const { status, podSignature, receivedBy, notes, deliveredDate } = parseInput(updateDeliveryRequestSchema, req.body);
    if (status !== "completed") {
      res.json(toDeliveryResponse(await changeDeliveryStatus(deps, delivery, { status, notes })));
      return;
    }
    // The contract requires the signature when completing.
    const png = await drawnSignaturePng(podSignature!, "podSignature");
    const confirmed = await confirmDelivery(deps, delivery, { png, receivedBy, notes, deliveredDate: deliveredDate ? new Date(deliveredDate) : new Date() });
    res.json(toDeliveryResponse(confirmed));
  };
}
