import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { runTool } from "../../services/ai-worker/src/transcription/run-tool";
import { speak } from "../../services/ai-worker/src/transcription/speak";

/** A narration spoken by flite and encoded as the browser's MediaRecorder records it: webm/opus. */
export async function recordNarration(text: string, dir: string, name = "recording"): Promise<Buffer> {
  const wav = join(dir, `${name}.wav`);
  const webm = join(dir, `${name}.webm`);
  await speak(text, wav, "rms");
  await runTool("ffmpeg", ["-nostdin", "-loglevel", "error", "-i", wav, "-c:a", "libopus", "-b:a", "32k", "-y", webm], 30_000);
  return readFile(webm);
}

/** The recorder's upload: the recording in `audio` as recording.webm, and the room it was made in. */
export function recordingForm(recording: Buffer, fields: Record<string, string> = {}, type = "audio/webm;codecs=opus"): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("audio", new Blob([new Uint8Array(recording)], { type }), "recording.webm");
  return form;
}
