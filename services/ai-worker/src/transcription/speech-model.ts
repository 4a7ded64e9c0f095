import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildLanguageModel, toArpa } from "./arpa";
import { loadDomainVocabulary, mainNames, mainSpelling, vocabularyWords } from "./domain-vocabulary";
import { formatDictionary, Pronouncer, readDictionary, soundAlikeSplits } from "./pronunciations";
import { runTool } from "./run-tool";
import { DEFAULT_SENTENCE_OPTIONS, generateSentences } from "./training-sentences";

/**
 * The domain speech model: a trigram language model and a pronouncing dictionary for pocketsphinx,
 * used with Debian's stock US English acoustic model. It is generated, not committed: built into
 * .data/speech/ on first use (or by build-model.ts) and rebuilt when its inputs change, offline, in a
 * few seconds.
 */
export const ACOUSTIC_MODEL_DIR = "/usr/share/pocketsphinx/model/en-us/en-us";
export const CMUDICT_PATH = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict";
export const DEFAULT_MODEL_DIR = fileURLToPath(new URL("../../../../.data/speech", import.meta.url));

/** Share of unigram probability kept for words the generated sentences do not use. */
const BASE_WEIGHT = 0.05;
const CONVERT_TIMEOUT_MS = 60_000;

const HERE = dirname(fileURLToPath(import.meta.url));
/** Everything the model is made from: a change to any of these rebuilds it. */
const INPUT_DIRS = [HERE, join(HERE, "data"), join(HERE, "../extraction/vocabulary")];
const INPUT_FILES = [join(HERE, "../extraction/inflection.ts")];

export interface SpeechModel {
  dir: string;
  languageModel: string;
  dictionary: string;
  acousticModel: string;
}

export interface ModelManifest {
  fingerprint: string;
  words: number;
  sentences: number;
  ngrams: [number, number, number];
  /** Vocabulary words left out for want of a pronunciation (add them to data/pronunciations.dict). */
  unpronounceable: string[];
}

function modelFiles(dir: string): SpeechModel {
  return { dir, languageModel: join(dir, "domain.lm.bin"), dictionary: join(dir, "domain.dict"), acousticModel: ACOUSTIC_MODEL_DIR };
}

async function inputFingerprint(): Promise<string> {
  const hash = createHash("sha256");
  const files = [...INPUT_FILES];
  for (const dir of INPUT_DIRS) {
    for (const name of (await readdir(dir)).sort()) {
      if (/\.(ts|json|dict|txt)$/.test(name) && !name.endsWith(".test.ts")) files.push(join(dir, name));
    }
  }
  for (const file of files) hash.update(relative(HERE, file)).update(await readFile(file));
  hash.update(await readFile(CMUDICT_PATH));
  return hash.digest("hex");
}

/** "log10p word" lines, "#" comments: the everyday-English prior for the language model. */
async function readGeneralWords(): Promise<Map<string, number>> {
  const words = new Map<string, number>();
  for (const line of (await readFile(join(HERE, "data/general-words.txt"), "utf8")).split("\n")) {
    const [logProbability, word] = line.trim().split(/\s+/);
    if (!line.startsWith("#") && word) words.set(word, 10 ** Number(logProbability));
  }
  return words;
}

/** Builds the model into `dir` (created or replaced). */
export async function buildSpeechModel(dir: string, fingerprint?: string): Promise<ModelManifest> {
  const vocabulary = loadDomainVocabulary();
  const pronouncer = new Pronouncer([readDictionary(CMUDICT_PATH), readDictionary(join(HERE, "data/pronunciations.dict"))]);
  const generalWords = await readGeneralWords();

  const sentences = generateSentences(vocabulary, DEFAULT_SENTENCE_OPTIONS);
  const wanted = vocabularyWords(vocabulary);
  for (const sentence of sentences) for (const word of sentence.split(" ")) wanted.add(word);
  const dictionary = new Map<string, string[]>();
  const unpronounceable: string[] = [];
  for (const word of [...wanted, ...generalWords.keys()]) {
    const phones = pronouncer.pronounce(word);
    if (phones) dictionary.set(word, phones);
    else if (!unpronounceable.includes(word)) unpronounceable.push(word);
  }
  // Sound-alike pairs ("headboard", "head board") are written as the extractor's main name spells
  // them, so transcripts match it; the other spelling would only split the probability (see arpa.ts).
  const names = mainNames();
  const joined: Array<[string, string]> = [];
  const separate = new Map<string, string>();
  for (const [first, second] of soundAlikeSplits(dictionary)) {
    const main = mainSpelling(first, second, names);
    if (main === "compound") joined.push([first, second]);
    else if (main === "split") separate.set(`${first}${second}`, `${first} ${second}`);
  }
  // A main two-word name's compound ("lampshade") leaves the model, unless everyday English needs it.
  for (const compound of separate.keys()) if (!generalWords.has(compound)) dictionary.delete(compound);
  const spelled = separate.size === 0 ? sentences
    : sentences.map((sentence) => sentence.split(" ").map((word) => separate.get(word) ?? word).join(" "));
  // pocketsphinx refuses a language model word it cannot pronounce, so such words leave the model.
  const sayable = spelled.filter((sentence) => sentence.split(" ").every((word) => dictionary.has(word)));
  const model = buildLanguageModel({
    sentences: sayable,
    vocabulary: dictionary.keys(),
    generalWords: new Map([...generalWords].filter(([word]) => dictionary.has(word))),
    baseWeight: BASE_WEIGHT,
    splitCompounds: joined,
  });

  const files = modelFiles(dir);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const arpaPath = join(dir, "domain.arpa");
  await writeFile(arpaPath, toArpa(model));
  await runTool("sphinx_lm_convert", ["-i", arpaPath, "-ifmt", "arpa", "-o", files.languageModel, "-ofmt", "bin"], CONVERT_TIMEOUT_MS);
  await rm(arpaPath);
  await writeFile(files.dictionary, formatDictionary(dictionary));

  const manifest: ModelManifest = {
    fingerprint: fingerprint ?? (await inputFingerprint()),
    words: dictionary.size,
    sentences: sayable.length,
    ngrams: [model.unigrams.length, model.bigrams.length, model.trigrams.length],
    unpronounceable: unpronounceable.sort(),
  };
  await writeFile(join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(dir: string): Promise<ModelManifest | null> {
  try {
    return JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")) as ModelManifest;
  } catch {
    return null;
  }
}

const ready = new Map<string, Promise<SpeechModel>>();

/**
 * The model in `dir`, built first when missing or made from older inputs. Builds go to a private
 * folder that is renamed into place, so concurrent processes never read a half-written model.
 */
export function ensureSpeechModel(dir: string = DEFAULT_MODEL_DIR): Promise<SpeechModel> {
  let pending = ready.get(dir);
  if (!pending) {
    pending = prepare(dir);
    ready.set(dir, pending);
    pending.catch(() => ready.delete(dir));
  }
  return pending;
}

async function prepare(dir: string): Promise<SpeechModel> {
  const fingerprint = await inputFingerprint();
  if ((await readManifest(dir))?.fingerprint === fingerprint) return modelFiles(dir);

  const staging = `${dir}.building-${process.pid}-${Date.now()}`;
  try {
    await buildSpeechModel(staging, fingerprint);
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
  } catch (error) {
    // Another process may have put the same model in place first.
    if ((await readManifest(dir))?.fingerprint !== fingerprint) throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return modelFiles(dir);
}
