import { endpoints, type CreateDeliveryRequest, type UpdateDeliveryRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const scheduleDelivery = (projectId: string, request: CreateDeliveryRequest) =>
  callEndpoint(endpoints.scheduleDelivery, { params: { projectId }, body: request });

export const updateDelivery = (deliveryId: string, request: UpdateDeliveryRequest) =>
  callEndpoint(endpoints.updateDelivery, { params: { deliveryId }, body: request });
