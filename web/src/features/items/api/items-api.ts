import { endpoints, type CreateItemRequest, type UpdateItemRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const createItem = (roomId: string, request: CreateItemRequest) =>
  callEndpoint(endpoints.createItem, { params: { roomId }, body: request });

export const updateItem = (itemId: string, request: UpdateItemRequest) =>
  callEndpoint(endpoints.updateItem, { params: { itemId }, body: request });

export const deleteItem = (itemId: string) => callEndpoint(endpoints.deleteItem, { params: { itemId } });
