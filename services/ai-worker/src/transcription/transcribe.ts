import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { HeardWord } from "./heard-word";
import { parseRecognisedWords } from "./recognised-words";
import { runTool, ToolError } from "./run-tool";
import { ensureSpeechModel, type SpeechModel } from "./speech-model";
import { wavDuration } from "./wav";

export interface Transcript {
  /** Lower-case words separated by single spaces; numbers spelt out, no punctuation. */
  text: string;
  /** Length of the audio in seconds. */
  duration: number;
  /** The text word by word, with the recogniser's confidence in each. */
  words: HeardWord[];
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
 * How far acoustic scores are scaled down in the word posteriors; it changes the posteriors only, not the
 * words heard. At pocketsphinx's default, 20, many rightly heard words score 0.5 to 0.9: on the committed
 * narrations spoken by flite (rms), the items added without asking were 0.38 of those asked for, against
 * 0.66 at 5, both at 0.95 precision. At 5, words scored 0.9 or more were 88% right, those under 0.1 25%.
 */
const POSTERIOR_ACOUSTIC_SCALE = 5;

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
    const words = duration > 0 ? await recognise(wavPath, model, duration) : [];
    return { text: words.map(({ word }) => word).join(" "), duration, words };
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

/** The words heard, each with its posterior probability in the recogniser's word lattice (-time yes). */
async function recognise(wavPath: string, model: SpeechModel, duration: number): Promise<HeardWord[]> {
  try {
    const { stdout } = await runTool(
      "pocketsphinx_continuous",
      ["-infile", wavPath, "-hmm", model.acousticModel, "-lm", model.languageModel, "-dict", model.dictionary,
        "-samprate", String(SAMPLE_RATE), "-logfn", "/dev/null", "-time", "yes", "-ascale", String(POSTERIOR_ACOUSTIC_SCALE)],
      RECOGNISE_TIMEOUT_MS(duration),
    );
    return parseRecognisedWords(stdout);
  } catch (error) {
    const reason = error instanceof ToolError ? error.message : String(error);
    throw new TranscriptionError(`Speech recognition failed: ${reason}`, { cause: error });
  }
}
