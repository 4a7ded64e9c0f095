/**
 * Measures the transcriber's word error rate on the site-visit narrations, spoken by flite:
 *   npx tsx services/ai-worker/src/transcription/evaluate.ts [voice] [narrations.json ...]
 * (defaults: voice slt; eval/narrations.json and eval/holdout.json). Prints each narration's rate and the
 * total, and the recogniser's time per second of audio.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { measureWordErrors } from "./measure";
import type { FliteVoice } from "./speak";
import { ensureSpeechModel } from "./speech-model";

const evalDir = fileURLToPath(new URL("../../eval/", import.meta.url));
const [voice = "slt", ...sets] = process.argv.slice(2);
const files = sets.length > 0 ? sets : [join(evalDir, "narrations.json"), join(evalDir, "holdout.json")];

await ensureSpeechModel();
for (const file of files) {
  const { narrations } = JSON.parse(await readFile(file, "utf8")) as { narrations: Array<{ id: string; transcript: string }> };
  const report = await measureWordErrors(narrations, voice as FliteVoice);
  for (const narration of report.narrations) {
    console.log(`${(narration.errors / narration.words).toFixed(3)}  ${narration.id}\n       heard: ${narration.heard}`);
  }
  const words = report.narrations.reduce((sum, narration) => sum + narration.words, 0);
  console.log(
    `${file}: ${narrations.length} narrations, ${words} words, word error rate ${report.wordErrorRate.toFixed(3)}, ` +
      `${report.audioSeconds.toFixed(0)} s of audio (${report.secondsPerAudioSecond.toFixed(3)} s per second)\n`,
  );
}
