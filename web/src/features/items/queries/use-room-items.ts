import { endpoints } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

export const roomItemsQuery = (roomId: string) => endpointQuery(endpoints.roomItems, { params: { roomId } });

export function useRoomItems(roomId: string) {
  return useQuery(roomItemsQuery(roomId));
}
