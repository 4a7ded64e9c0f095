import type { CreateItemRequest, RoomItem, UpdateItemRequest } from "@atelier/contracts";
import { apiRequest } from "./api";

export async function createItem(roomId: string, request: CreateItemRequest): Promise<RoomItem> {
  return (await apiRequest("POST", `/api/rooms/${roomId}/items`, request)) as RoomItem;
}

export async function updateItem(itemId: string, request: UpdateItemRequest): Promise<RoomItem> {
  return (await apiRequest("PUT", `/api/items/${itemId}`, request)) as RoomItem;
}

export async function deleteItem(itemId: string): Promise<void> {
  await apiRequest("DELETE", `/api/items/${itemId}`);
}
