import type { Room } from "@atelier/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { undoVoiceNoteItems } from "@/features/voice/api/voice-api";
import { undoSummary } from "@/features/voice/lib/undo-summary";
import { toast, toastFailure } from "@/hooks/use-toast";
import { projectRoomsQuery, roomQuery } from "@/features/rooms/queries/use-rooms";

/** Undoes a voice note's items in one step, then refreshes the room (its items, figures and site notes) and the project's rooms. */
export function useUndoVoiceNoteItems(room: Pick<Room, "id" | "projectId">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoVoiceNoteItems,
    onSuccess: (undone) => {
      void queryClient.invalidateQueries({ queryKey: roomQuery(room.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: projectRoomsQuery(room.projectId).queryKey });
      toast(undoSummary(undone));
    },
    onError: () => toastFailure("Undo Failed", "Failed to remove the voice note's items. Please try again."),
  });
}
