import type { Room } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

export function useProjectRooms(projectId: string) {
  return useQuery<Room[]>({ queryKey: queryKeys.projectRooms(projectId) });
}

export function useRoom(roomId: string) {
  return useQuery<Room>({ queryKey: queryKeys.room(roomId) });
}
