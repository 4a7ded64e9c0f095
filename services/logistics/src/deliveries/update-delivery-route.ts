import type { Endpoints } from "@atelier/contracts";
import { studioTimeZoneOf } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import { drawnSignaturePng } from "@atelier/kit/drawn-signature";
import type { LogisticsDeps } from "../logistics-deps";
import { changeDeliveryStatus } from "./change-delivery-status";
import { assertConfirmable, confirmDelivery } from "./confirm-delivery";
import type { DeliveryWithDetails } from "./delivery-records";
import { toDeliveryResponse } from "./delivery-response";

/** PUT /api/deliveries/:id: in transit, delayed, or completed with the proof of delivery; 409 for a move its status does not allow. */
export function updateDeliveryRoute(deps: LogisticsDeps): RouteHandler<Endpoints["updateDelivery"], Staff, DeliveryWithDetails> {
  return async (_req, res, { record: delivery, body }) => {
    if (body.status !== "completed") {
      res.json(toDeliveryResponse(await changeDeliveryStatus(deps, delivery, { status: body.status, notes: body.notes })));
      return;
    }
    const { podSignature, receivedBy, notes } = body;
    const deliveredDate = body.deliveredDate ? new Date(body.deliveredDate) : new Date();
    // Before the costly decoding: a delivery that cannot be signed for is refused as it was read.
    const timeZone = await studioTimeZoneOf(deps.prisma, delivery.studioId);
    assertConfirmable(delivery, deliveredDate, timeZone);
    const png = await drawnSignaturePng(podSignature, "podSignature");
    const confirmed = await confirmDelivery(deps, delivery, { png, receivedBy, notes, deliveredDate }, timeZone);
    res.json(toDeliveryResponse(confirmed));
  };
}
