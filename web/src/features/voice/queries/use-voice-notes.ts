import { endpoints } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

/** The room's earlier site notes, newest first, each with a signed URL of its recording when it has one. */
export const roomVoiceNotesQuery = (roomId: string) => endpointQuery(endpoints.roomVoiceNotes, { params: { roomId } });

export function useRoomVoiceNotes(roomId: string) {
  return useQuery(roomVoiceNotesQuery(roomId));
}
