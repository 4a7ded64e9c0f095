import type { RoomItem } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

export function useRoomItems(roomId: string) {
  return useQuery<RoomItem[]>({ queryKey: queryKeys.roomItems(roomId) });
}
