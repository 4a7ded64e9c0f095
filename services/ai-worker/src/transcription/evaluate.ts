/**
 * Measures the transcriber's word error rate on the site-visit narrations, spoken by flite:
 *   npx tsx services/ai-worker/src/transcription/evaluate.ts [voice] [narrations.json ...]
 * (defaults: voice slt; eval/narrations.json and eval/holdout.json). Prints each narration's rate and the
 * total, and the recogniser's time per second of audio.
 */
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { speak, type FliteVoice } from "./speak";
import { ensureSpeechModel } from "./speech-model";
import { transcribe } from "./transcribe";
import { wordErrors } from "./word-error";

const evalDir = fileURLToPath(new URL("../../eval/", import.meta.url));
const [voice = "slt", ...sets] = process.argv.slice(2);
const files = sets.length > 0 ? sets : [join(evalDir, "narrations.json"), join(evalDir, "holdout.json")];

await ensureSpeechModel();
const workDir = await mkdtemp(join(tmpdir(), "atelier-speech-eval-"));
try {
  for (const file of files) {
    const { narrations } = JSON.parse(await readFile(file, "utf8")) as { narrations: Array<{ id: string; transcript: string }> };
    let errors = 0;
    let words = 0;
    let audio = 0;
    let elapsed = 0;
    for (const narration of narrations) {
      const wav = join(workDir, `${narration.id}.wav`);
      await speak(narration.transcript, wav, voice as FliteVoice);
      const started = performance.now();
      const { text, duration } = await transcribe(wav);
      elapsed += (performance.now() - started) / 1000;
      audio += duration;
      const counts = wordErrors(narration.transcript, text);
      errors += counts.errors;
      words += counts.words;
      console.log(`${(counts.errors / counts.words).toFixed(3)}  ${narration.id}\n       heard: ${text}`);
    }
    console.log(
      `${file}: ${narrations.length} narrations, ${words} words, word error rate ${(errors / words).toFixed(3)}, ` +
        `${audio.toFixed(0)} s of audio in ${elapsed.toFixed(1)} s (${(elapsed / audio).toFixed(3)} s per second)\n`,
    );
  }
} finally {
  await rm(workDir, { recursive: true, force: true });
}
