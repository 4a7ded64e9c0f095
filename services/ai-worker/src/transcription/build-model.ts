/**
 * Builds the domain speech model, offline: `npx tsx services/ai-worker/src/transcription/build-model.ts [dir]`
 * (default .data/speech/). transcribe() builds it on first use anyway; this is for a fresh build by hand
 * or ahead of time, and prints what went in.
 */
import { buildSpeechModel, DEFAULT_MODEL_DIR } from "./speech-model";

const dir = process.argv[2] ?? DEFAULT_MODEL_DIR;
const started = performance.now();
const manifest = await buildSpeechModel(dir);
const [unigrams, bigrams, trigrams] = manifest.ngrams;
console.log(
  `Speech model in ${dir}: ${manifest.words} words, ${manifest.sentences} sentences, ` +
    `${unigrams}/${bigrams}/${trigrams} 1/2/3-grams, ${Math.round(performance.now() - started)} ms`,
);
if (manifest.unpronounceable.length > 0) {
  console.warn(`Left out for want of a pronunciation (add to data/pronunciations.dict): ${manifest.unpronounceable.join(" ")}`);
}
