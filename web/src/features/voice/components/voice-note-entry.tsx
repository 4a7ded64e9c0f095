import type { Room, VoiceNote } from "@atelier/contracts";
import { Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useUndoVoiceNoteItems } from "@/features/voice/queries/use-undo-voice-note-items";
import { formatClock } from "@/lib/dates";
import { useStudioDates } from "@/lib/studio-time-zone";
import { ClampedTranscript } from "./clamped-transcript";

/**
 * An earlier site note: when it was recorded, how long it ran, what it added, what was said, and the
 * recording; while items it added are still as the AI left them, Undo Items takes them out of the room.
 */
export function VoiceNoteEntry({ room, note }: { room: Pick<Room, "id" | "projectId">; note: VoiceNote }) {
  const { formatDateTime } = useStudioDates();
  const undo = useUndoVoiceNoteItems(room);
  const recordedAt = formatDateTime(note.createdAt);
  const seconds = note.duration === null ? null : Math.round(note.duration);
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <time dateTime={note.createdAt} className="font-medium">
          {recordedAt}
        </time>
        <span className="text-sm text-muted-foreground">
          {seconds !== null && (
            <>
              <time dateTime={`PT${seconds}S`}>{formatClock(seconds)}</time>
              {" · "}
            </>
          )}
          <span>{note.itemCount === 1 ? "1 item added" : `${note.itemCount} items added`}</span>
        </span>
      </div>
      <ClampedTranscript text={note.transcript} />
      {note.recordingUrl !== null && (
        <audio controls preload="none" src={note.recordingUrl} aria-label={`Recording of ${recordedAt}`} className="w-full" />
      )}
      {note.undoableItemCount > 0 && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          aria-label={`Undo the items of the note of ${recordedAt}`}
          disabled={undo.isPending}
          onClick={() => undo.mutate(note.id)}
        >
          <Undo2 aria-hidden="true" />
          {undo.isPending ? "Undoing..." : "Undo Items"}
        </Button>
      )}
    </li>
  );
}
