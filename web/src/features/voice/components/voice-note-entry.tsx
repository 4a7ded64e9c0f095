import type { VoiceNote } from "@atelier/contracts";
import { formatClock, formatDateTime } from "@/lib/dates";
import { ClampedTranscript } from "./clamped-transcript";

/** An earlier site note: when it was recorded, how long it ran, what it added, what was said, and the recording. */
export function VoiceNoteEntry({ note }: { note: VoiceNote }) {
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
    </li>
  );
}
