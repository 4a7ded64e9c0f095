import type { DeliveryWithDetails } from "./delivery-records";

/** What every delivery event names: the delivery and the room items it carries. */
export const deliveryEventOf = (delivery: DeliveryWithDetails) => ({
  deliveryId: delivery.id,
  projectId: delivery.projectId,
  studioId: delivery.studioId,
  deliveryNumber: delivery.deliveryNumber,
  roomItemIds: delivery.items.flatMap((item) => (item.roomItemId ? [item.roomItemId] : [])),
});
