import { Mic, Square } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { AudioRecorder } from "@/features/voice/hooks/use-audio-recorder";
import { formatClock } from "@/lib/dates";

/** Start, the live timer and input level with Stop, or the recording to play back. */
export function RecorderControls({ recorder, disabled }: { recorder: AudioRecorder; disabled: boolean }) {
  if (recorder.state === "recording") {
    return (
      <div className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4">
        <div className="flex items-center justify-between gap-4">
          <span className="flex items-center gap-2 text-sm font-medium">
            <span className="size-2.5 animate-pulse rounded-full bg-destructive" aria-hidden="true" />
            Recording
          </span>
          <span role="timer" aria-label="Recording time" className="font-display text-3xl tabular-nums">
            {formatClock(recorder.elapsedSeconds)}
          </span>
        </div>
        <Progress role="meter" value={recorder.level} aria-label="Input level" className="h-3" />
        <Button variant="destructive" size="lg" className="w-full sm:w-auto sm:justify-self-start" onClick={recorder.stop}>
          <Square aria-hidden="true" />
          Stop
        </Button>
      </div>
    );
  }
  if (recorder.recording) {
    return <audio controls src={recorder.recording.url} aria-label="Recording playback" className="w-full" />;
  }
  return (
    <Button size="lg" className="w-full sm:w-auto sm:justify-self-start" onClick={recorder.start} disabled={disabled || recorder.isStarting}>
      <Mic aria-hidden="true" />
      {recorder.isStarting ? "Starting..." : "Start Recording"}
    </Button>
  );
}
