import type { Delivery } from "@atelier/contracts";
import type { DeliveryWithDetails } from "./delivery-records";

export function toDeliveryResponse(delivery: DeliveryWithDetails): Delivery {
  return {
    id: delivery.id,
    projectId: delivery.projectId,
    projectName: delivery.project.title,
    deliveryNumber: delivery.deliveryNumber,
    items: delivery.items.map((item) => ({
      id: item.id,
      productionItemId: item.productionItemId,
      roomItemId: item.roomItemId,
      name: item.name,
      quantity: item.quantity.toNumber(),
    })),
    status: delivery.status,
    scheduledDate: delivery.scheduledDate.toISOString(),
    eta: delivery.eta?.toISOString() ?? null,
    driverName: delivery.driverName,
    driverPhone: delivery.driverPhone,
    trackingUrl: delivery.trackingUrl,
    notes: delivery.notes,
    podSigned: delivery.podSignatureObjectKey !== null,
    receivedBy: delivery.receivedBy,
    deliveredDate: delivery.deliveredDate?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
  };
}
