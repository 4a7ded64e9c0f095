import { endpoints } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

export const projectRoomsQuery = (projectId: string) => endpointQuery(endpoints.projectRooms, { params: { projectId } });

/** One room with its figures; its key prefixes the keys of its items, images and site notes. */
export const roomQuery = (roomId: string) => endpointQuery(endpoints.room, { params: { roomId } });

export function useProjectRooms(projectId: string) {
  return useQuery(projectRoomsQuery(projectId));
}

export function useRoom(roomId: string) {
  return useQuery(roomQuery(roomId));
}
