import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { HeardWord } from "./heard-word";
import { speak, type FliteVoice } from "./speak";
import { transcribe } from "./transcribe";
import { wordErrors } from "./word-error";

export interface HeardNarration {
  id: string;
  said: string;
  heard: string;
  /** `heard` word by word, with the recogniser's confidence in each. */
  heardWords: HeardWord[];
  errors: number;
  words: number;
}

export interface WordErrorReport {
  narrations: HeardNarration[];
  wordErrorRate: number;
  audioSeconds: number;
  /** Seconds the recogniser took (ffmpeg included) per second of audio. */
  secondsPerAudioSecond: number;
}

/** flite speaks each narration, the transcriber hears it; the word error rate is over all their words. */
export async function measureWordErrors(narrations: Array<{ id: string; transcript: string }>, voice: FliteVoice): Promise<WordErrorReport> {
  const workDir = await mkdtemp(join(tmpdir(), "atelier-speech-eval-"));
  try {
    const heard: HeardNarration[] = [];
    let audioSeconds = 0;
    let elapsed = 0;
    for (const narration of narrations) {
      const wav = join(workDir, `${narration.id}.wav`);
      await speak(narration.transcript, wav, voice);
      const started = performance.now();
      const { text, duration, words: heardWords } = await transcribe(wav);
      elapsed += (performance.now() - started) / 1000;
      audioSeconds += duration;
      heard.push({ id: narration.id, said: narration.transcript, heard: text, heardWords, ...wordErrors(narration.transcript, text) });
    }
    const errors = heard.reduce((sum, narration) => sum + narration.errors, 0);
    const words = heard.reduce((sum, narration) => sum + narration.words, 0);
    return { narrations: heard, wordErrorRate: errors / words, audioSeconds, secondsPerAudioSecond: elapsed / audioSeconds };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
