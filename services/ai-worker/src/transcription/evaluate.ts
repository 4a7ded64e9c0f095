/**
 * Measures offline voice notes on the site-visit narrations, spoken by flite:
 *   npx tsx services/ai-worker/src/transcription/evaluate.ts [voice] [narrations.json ...]
 * (defaults: voice slt; eval/narrations.json and eval/holdout.json). Prints each narration's word error
 * rate and the total, the recogniser's time per second of audio, and the extractor's precision and recall
 * on what was heard and on the typed transcripts, for all items and for those it would add without asking.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { AUTO_ADD_CONFIDENCE } from "@atelier/contracts";
import { evaluate, type EvaluationReport, type Narration } from "../../eval/evaluate";
import { evaluateHeard } from "../../eval/evaluate-heard";
import type { FliteVoice } from "./speak";
import { ensureSpeechModel } from "./speech-model";

const evalDir = fileURLToPath(new URL("../../eval/", import.meta.url));
const [voice = "slt", ...sets] = process.argv.slice(2);
const files = sets.length > 0 ? sets : [join(evalDir, "narrations.json"), join(evalDir, "holdout.json")];

const figures = (report: EvaluationReport) =>
  `precision ${report.precision.toFixed(3)}, recall ${report.recall.toFixed(3)}; ` +
  `added without asking (confidence above ${AUTO_ADD_CONFIDENCE}): precision ${report.autoSavePrecision.toFixed(3)}, recall ${report.autoSaveRecall.toFixed(3)}`;

await ensureSpeechModel();
for (const file of files) {
  const { narrations } = JSON.parse(await readFile(file, "utf8")) as { narrations: Narration[] };
  const { hearing, extraction } = await evaluateHeard(narrations, voice as FliteVoice);
  for (const narration of hearing.narrations) {
    console.log(`${(narration.errors / narration.words).toFixed(3)}  ${narration.id}\n       heard: ${narration.heard}`);
  }
  const words = hearing.narrations.reduce((sum, narration) => sum + narration.words, 0);
  console.log(
    `${file}: ${narrations.length} narrations, ${words} words, word error rate ${hearing.wordErrorRate.toFixed(3)}, ` +
      `${hearing.audioSeconds.toFixed(0)} s of audio (${hearing.secondsPerAudioSecond.toFixed(3)} s per second)\n` +
      `  items from what was heard: ${figures(extraction)}\n` +
      `  items from the typed transcripts: ${figures(evaluate(narrations))}\n`,
  );
}
