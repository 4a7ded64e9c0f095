import { endpoints, type RoomRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const createRoom = (projectId: string, request: RoomRequest) =>
  callEndpoint(endpoints.createRoom, { params: { projectId }, body: request });

export const updateRoom = (roomId: string, request: RoomRequest) => callEndpoint(endpoints.updateRoom, { params: { roomId }, body: request });

export const deleteRoom = (roomId: string) => callEndpoint(endpoints.deleteRoom, { params: { roomId } });
