import type { Room } from "@atelier/contracts";
import { Eraser, Sparkles } from "lucide-react";
import { JobProgress } from "@/features/jobs/components/job-progress";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAudioRecorder } from "@/features/voice/hooks/use-audio-recorder";
import { useVoiceNote } from "@/features/voice/queries/use-voice-note";
import { RecorderControls } from "./recorder-controls";
import { VOICE_NOTES_ANCHOR } from "./start-recording-action";
import { VoiceNoteResults } from "./voice-note-results";

/** Record a site visit in the room, then let the AI transcribe it and add the items it heard. */
export function VoiceNotesPanel({ room }: { room: Pick<Room, "id" | "projectId" | "name"> }) {
  const recorder = useAudioRecorder();
  const voiceNote = useVoiceNote(room, { onProcessed: recorder.clear });
  const { recording } = recorder;
  const canClear = recorder.state !== "recording" && (recording !== null || voiceNote.note !== null);

  return (
    <Card id={VOICE_NOTES_ANCHOR}>
      <CardHeader>
        <CardTitle>Voice Site Notes</CardTitle>
        <CardDescription>Record the site visit; the AI transcribes it and adds the items it hears to {room.name}.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <RecorderControls recorder={recorder} disabled={voiceNote.isProcessing} />
        {voiceNote.isProcessing && <JobProgress label="Processing recording" status={voiceNote.status} />}
        {canClear && (
          <div className="grid gap-2 sm:flex sm:flex-wrap">
            {recording && (
              <Button size="lg" onClick={() => voiceNote.process(recording.blob)} disabled={voiceNote.isProcessing}>
                <Sparkles aria-hidden="true" />
                {voiceNote.isProcessing ? "Processing..." : "Process with AI"}
              </Button>
            )}
            <Button
              size="lg"
              variant="outline"
              disabled={voiceNote.isProcessing}
              onClick={() => {
                recorder.clear();
                voiceNote.clearNote();
              }}
            >
              <Eraser aria-hidden="true" />
              Clear
            </Button>
          </div>
        )}
        {voiceNote.note && <VoiceNoteResults room={room} note={voiceNote.note} onSuggestionAdded={voiceNote.dismissSuggestion} />}
      </CardContent>
    </Card>
  );
}
