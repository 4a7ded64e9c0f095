import type { Room, RoomRequest } from "@atelier/contracts";
import { apiRequest } from "./api";

export async function createRoom(projectId: string, request: RoomRequest): Promise<Room> {
  return (await apiRequest("POST", `/api/projects/${projectId}/rooms`, request)) as Room;
}

export async function updateRoom(roomId: string, request: RoomRequest): Promise<Room> {
  return (await apiRequest("PUT", `/api/rooms/${roomId}`, request)) as Room;
}

export async function deleteRoom(roomId: string): Promise<void> {
  await apiRequest("DELETE", `/api/rooms/${roomId}`);
}
