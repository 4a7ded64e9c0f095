import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { listVoiceNotes } from "@/lib/voice-api";

/** The room's earlier site notes, newest first. */
export function useRoomVoiceNotes(roomId: string) {
  return useQuery({ queryKey: queryKeys.roomVoiceNotes(roomId), queryFn: () => listVoiceNotes(roomId) });
}
