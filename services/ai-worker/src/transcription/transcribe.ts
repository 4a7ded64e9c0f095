import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runTool, ToolError } from "./run-tool";
import { ensureSpeechModel, type SpeechModel } from "./speech-model";
import { wavDuration } from "./wav";

export interface Transcript {
  /** Lower-case words separated by single spaces; numbers spelt out, no punctuation. */
  text: string;
  /** Length of the audio in seconds. */
  duration: number;
}

/** The audio could not be read, or the recogniser failed on it. */
export class TranscriptionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "TranscriptionError";
  }
}

export interface TranscribeOptions {
  /** Folder of the domain speech model; built there first if missing or out of date. */
  modelDir?: string;
}

const SAMPLE_RATE = 16_000;
const DECODE_TIMEOUT_MS = 60_000;
/** The recogniser takes about 0.1 s of CPU per second of audio; a wide margin still catches a hang. */
const RECOGNISE_TIMEOUT_MS = (seconds: number) => 30_000 + seconds * 2_000;

/**
 * Transcribes a recording (any format ffmpeg reads: the browser's webm/opus, wav, mp3, m4a) offline
 * with pocketsphinx and the domain speech model.
 */
export async function transcribe(audioPath: string, options: TranscribeOptions = {}): Promise<Transcript> {
  const model = await ensureSpeechModel(options.modelDir);
  const workDir = await mkdtemp(join(tmpdir(), "atelier-transcribe-"));
  try {
    const wavPath = join(workDir, "audio.wav");
    await decodeToWav(audioPath, wavPath);
    const duration = wavDuration(await readFile(wavPath));
    const text = duration > 0 ? await recognise(wavPath, model, duration) : "";
    return { text, duration };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** ffmpeg → 16 kHz mono 16-bit wav. pocketsphinx cannot read a pipe from Node, hence the file. */
async function decodeToWav(audioPath: string, wavPath: string): Promise<void> {
  try {
    await runTool(
      "ffmpeg",
      ["-nostdin", "-hide_banner", "-loglevel", "error", "-i", audioPath, "-vn", "-ac", "1", "-ar", String(SAMPLE_RATE),
        "-c:a", "pcm_s16le", "-f", "wav", "-y", wavPath],
      DECODE_TIMEOUT_MS,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new TranscriptionError(`The audio could not be decoded (${audioPath}): ${reason}`, { cause: error });
  }
}

async function recognise(wavPath: string, model: SpeechModel, duration: number): Promise<string> {
  try {
    const { stdout } = await runTool(
      "pocketsphinx_continuous",
      ["-infile", wavPath, "-hmm", model.acousticModel, "-lm", model.languageModel, "-dict", model.dictionary,
        "-samprate", String(SAMPLE_RATE), "-logfn", "/dev/null"],
      RECOGNISE_TIMEOUT_MS(duration),
    );
    return normaliseHypothesis(stdout);
  } catch (error) {
    const reason = error instanceof ToolError ? error.message : String(error);
    throw new TranscriptionError(`Speech recognition failed: ${reason}`, { cause: error });
  }
}

/** One line per utterance → one line of words, without fillers such as <sil> or [noise]. */
export function normaliseHypothesis(output: string): string {
  return output
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word && !/^[<[(]/.test(word))
    .map((word) => word.replace(/\(\d+\)$/, ""))
    .join(" ");
}
