import { voicePipelineResultSchema, type ExtractedItem, type Room } from "@atelier/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { processRecording } from "@/features/voice/api/voice-api";
import { newIdempotencyKey } from "@/features/offline-queue/lib/queued-upload";
import { sendOrQueue } from "@/features/offline-queue/lib/send-or-queue";
import { useJob } from "@/features/jobs/hooks/use-job";
import { toast, toastFailure } from "@/hooks/use-toast";
import { projectQuery } from "@/features/projects/queries/use-projects";
import { roomQuery } from "@/features/rooms/queries/use-rooms";
import { useUndoVoiceNoteItems } from "./use-undo-voice-note-items";

/** An item the AI heard but was not sure enough of to add by itself; `id` keeps its place in the list. */
interface SuggestedItem {
  id: number;
  item: ExtractedItem;
}

export interface ProcessedNote {
  transcript: string;
  suggestions: SuggestedItem[];
}

const failed = () => toastFailure("Error", "Failed to process audio recording");

/**
 * Sends a recording through the voice pipeline (transcribe, extract, save the note, add the confident
 * items) and holds the transcript and the suggested items it ends with. Without signal the recording waits
 * in the upload queue under the same idempotency key, so however often it is sent it makes one note.
 */
export function useVoiceNote(room: Pick<Room, "id" | "projectId" | "name">, { onProcessed }: { onProcessed: () => void }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState<ProcessedNote | null>(null);
  const undo = useUndoVoiceNoteItems(room);
  const job = useJob({
    result: voicePipelineResultSchema,
    onCompleted: ({ transcription, voiceNote, addedItems, suggestedItems }) => {
      // The room's items, figures, images and site notes (keys match by prefix), and the project's room list and counters.
      void queryClient.invalidateQueries({ queryKey: roomQuery(room.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: projectQuery(room.projectId).queryKey });
      setNote({ transcript: transcription.text, suggestions: suggestedItems.map((item, id) => ({ id, item })) });
      onProcessed();
      toast({
        title: "Success",
        description: `Transcribed and extracted ${addedItems.length} items`,
        ...(addedItems.length > 0 && {
          action: { label: "Undo", altText: "Undo Items on the note under Earlier Site Notes", onClick: () => undo.mutate(voiceNote.id) },
        }),
      });
    },
    onFailed: failed,
  });
  const start = useMutation({
    // Runs offline too (TanStack Query would pause it): without signal the recording goes to the queue.
    networkMode: "always",
    mutationFn: (audio: Blob) => {
      const idempotencyKey = newIdempotencyKey();
      return sendOrQueue(() => processRecording(room.id, audio, idempotencyKey), {
        kind: "voice-note",
        projectId: room.projectId,
        roomId: room.id,
        roomName: room.name,
        audio,
        idempotencyKey,
      });
    },
    onSuccess: (sent) => (sent.queued ? onProcessed() : job.follow(sent.answer.jobId)),
    onError: failed,
  });

  return {
    note,
    process: start.mutate,
    isProcessing: start.isPending || job.status !== null,
    status: job.status,
    /** Takes an item off the suggestions once it has been added to the room. */
    dismissSuggestion: (id: number) =>
      setNote((current) => current && { ...current, suggestions: current.suggestions.filter((suggestion) => suggestion.id !== id) }),
    clearNote: () => setNote(null),
  };
}
