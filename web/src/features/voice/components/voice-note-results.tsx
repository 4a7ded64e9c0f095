import type { Room } from "@atelier/contracts";
import { useId } from "react";
import type { ProcessedNote } from "@/features/voice/queries/use-voice-note";
import { SuggestedItemRow } from "./suggested-item-row";

interface VoiceNoteResultsProps {
  room: Pick<Room, "id" | "projectId">;
  note: ProcessedNote;
  onSuggestionAdded: (id: number) => void;
}

/** What the last processed recording said, and the items it suggests adding. */
export function VoiceNoteResults({ room, note, onSuggestionAdded }: VoiceNoteResultsProps) {
  const transcriptId = useId();
  const suggestionsId = useId();
  return (
    <div className="grid gap-5">
      <section aria-labelledby={transcriptId} className="grid gap-2">
        <h3 id={transcriptId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Transcript
        </h3>
        <p className="rounded-lg bg-muted/50 p-4 text-sm leading-relaxed whitespace-pre-line">{note.transcript}</p>
      </section>
      {note.suggestions.length > 0 && (
        <section aria-labelledby={suggestionsId} className="grid gap-2">
          <h3 id={suggestionsId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Suggested Items
          </h3>
          <p className="text-sm text-muted-foreground">The AI was less sure of these; add the ones you want in the room.</p>
          <ul className="grid gap-3">
            {note.suggestions.map(({ id, item }) => (
              <SuggestedItemRow key={id} room={room} item={item} onAdded={() => onSuggestionAdded(id)} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
