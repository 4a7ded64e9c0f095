import { runTool } from "../../transcription/run-tool";

const PROBE_TIMEOUT_MS = 15_000;
const DECODE_TIMEOUT_MS = 120_000;

/** Seconds of audio in the file, from its container or, when the container does not say, by decoding it. */
export async function measureDuration(audioPath: string): Promise<number> {
  const probed = await runTool("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", audioPath], PROBE_TIMEOUT_MS);
  const seconds = Number.parseFloat(probed.stdout.trim());
  if (Number.isFinite(seconds)) return seconds;

  // The browser's MediaRecorder streams webm without a duration (ffprobe says "N/A"), so decode it
  // and take how far ffmpeg got.
  const decoded = await runTool("ffmpeg", ["-nostdin", "-v", "error", "-i", audioPath, "-f", "null", "-progress", "pipe:1", "-"], DECODE_TIMEOUT_MS);
  const last = [...decoded.stdout.matchAll(/^out_time_us=(\d+)$/gm)].at(-1);
  if (!last?.[1]) throw new Error(`Could not measure how long ${audioPath} is: neither ffprobe nor ffmpeg reported a duration`);
  return Number(last[1]) / 1_000_000;
}
