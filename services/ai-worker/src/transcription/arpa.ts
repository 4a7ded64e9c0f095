/**
 * A trigram language model with interpolated Witten-Bell smoothing, written in the ARPA back-off format
 * that sphinx_lm_convert reads.
 *
 * Witten-Bell gives an n-gram seen after history h the probability
 *   p(w | h) = (c(h w) + T(h) · p(w | h')) / (c(h) + T(h))
 * where c(h) counts the words seen after h, T(h) how many different ones, and h' is h without its first
 * word. An unseen word gets T(h) / (c(h) + T(h)) · p(w | h'), so that factor is h's back-off weight.
 * The unigrams mix the counted words with a base distribution over the whole vocabulary, so words the
 * sentences never used (everyday English, rare vocabulary) can still be recognised, just less readily.
 *
 * A compound that sounds exactly like two other words ("headboard", "head board") would otherwise share
 * its probability in the recogniser's lattice with its parts, so a clearly heard compound scores well
 * under 1 (0.63 for "headboard"). The sound tells them apart no better than chance, so the model keeps
 * one spelling, the extractor's main name's (speech-model.ts passes only pairs whose main name is the
 * compound): the sentences' "head board" is counted as "headboard", and the pair's bigram is written
 * SPLIT_PENALTY times less likely than back-off would make it, the history's other words sharing the
 * difference so that it still sums to one.
 */
export const SENTENCE_START = "<s>";
export const SENTENCE_END = "</s>";

export interface LanguageModelInput {
  /** Sentences as space-separated lower-case words, without <s> and </s>. */
  sentences: Iterable<string>;
  /** Words the model must know even when no sentence uses them. */
  vocabulary: Iterable<string>;
  /** Prior weights for everyday words (any positive scale; normalised here). */
  generalWords: ReadonlyMap<string, number>;
  /** Share of unigram probability given to the base distribution rather than to the counts. */
  baseWeight: number;
  /** Word pairs that sound like the vocabulary word they spell together: ["head", "board"] for "headboard". */
  splitCompounds?: ReadonlyArray<readonly [string, string]>;
}

/** How much less likely than by back-off a compound's parts are, one after the other, where unseen. */
export const SPLIT_PENALTY = 1000;

export interface NgramEntry {
  words: string[];
  /** log10 probability. */
  logProbability: number;
  /** log10 back-off weight, for n-grams that are histories of longer ones. */
  logBackoff?: number;
}

export interface LanguageModel {
  unigrams: NgramEntry[];
  bigrams: NgramEntry[];
  trigrams: NgramEntry[];
}

const KEY_SEPARATOR = " ";

class Counts {
  readonly ngrams = new Map<string, number>();
  /** Per history: how many n-grams followed it, and how many different words. */
  readonly histories = new Map<string, { total: number; types: number }>();

  add(history: string, word: string): void {
    const key = history ? `${history}${KEY_SEPARATOR}${word}` : word;
    const seen = this.ngrams.get(key) ?? 0;
    this.ngrams.set(key, seen + 1);
    const stats = this.histories.get(history) ?? { total: 0, types: 0 };
    stats.total += 1;
    if (seen === 0) stats.types += 1;
    this.histories.set(history, stats);
  }
}

function splitKey(key: string): { history: string; word: string } {
  const at = key.lastIndexOf(KEY_SEPARATOR);
  return at < 0 ? { history: "", word: key } : { history: key.slice(0, at), word: key.slice(at + 1) };
}

/** The words with each listed pair ("head board") joined into its compound ("headboard"). */
function joinCompounds(words: string[], compounds: ReadonlySet<string>): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const next = words[i + 1];
    if (next !== undefined && compounds.has(`${words[i]}${KEY_SEPARATOR}${next}`)) {
      joined.push(`${words[i]}${next}`);
      i += 1;
    } else {
      joined.push(words[i]!);
    }
  }
  return joined;
}

function dropFirstWord(history: string): string {
  const at = history.indexOf(KEY_SEPARATOR);
  return at < 0 ? "" : history.slice(at + 1);
}

export function buildLanguageModel(input: LanguageModelInput): LanguageModel {
  if (!(input.baseWeight > 0 && input.baseWeight < 1)) throw new RangeError("baseWeight must be between 0 and 1");
  const orders = [new Counts(), new Counts(), new Counts()] as const;
  const vocabulary = new Set<string>([SENTENCE_END]);
  for (const word of input.vocabulary) vocabulary.add(word);
  for (const word of input.generalWords.keys()) vocabulary.add(word);

  const compounds = new Set((input.splitCompounds ?? []).map(([first, second]) => `${first}${KEY_SEPARATOR}${second}`));
  for (const sentence of input.sentences) {
    const words = joinCompounds(sentence.split(" ").filter(Boolean), compounds);
    if (words.length === 0) continue;
    const tokens = [SENTENCE_START, ...words, SENTENCE_END];
    for (let i = 1; i < tokens.length; i += 1) {
      const word = tokens[i]!;
      vocabulary.add(word);
      orders[0].add("", word);
      orders[1].add(tokens[i - 1]!, word);
      if (i >= 2) orders[2].add(`${tokens[i - 2]}${KEY_SEPARATOR}${tokens[i - 1]}`, word);
    }
  }

  // Unigrams: Witten-Bell over the counts with a uniform floor, mixed with the everyday-word prior.
  const unigram = new Map<string, number>();
  const counted = orders[0].histories.get("") ?? { total: 0, types: 0 };
  const generalTotal = [...input.generalWords.values()].reduce((sum, weight) => sum + weight, 0);
  const uniform = 1 / vocabulary.size;
  for (const word of vocabulary) {
    const count = orders[0].ngrams.get(word) ?? 0;
    const fromCounts = counted.total > 0 ? (count + counted.types * uniform) / (counted.total + counted.types) : uniform;
    const general = generalTotal > 0 ? (input.generalWords.get(word) ?? 0) / generalTotal : uniform;
    const base = (general + uniform) / 2;
    unigram.set(word, (1 - input.baseWeight) * fromCounts + input.baseWeight * base);
  }

  const wittenBell = (previous: string, word: string): number => {
    const lower = unigram.get(word)!;
    const stats = orders[1].histories.get(previous);
    if (!stats) return lower;
    const count = orders[1].ngrams.get(`${previous}${KEY_SEPARATOR}${word}`) ?? 0;
    return (count + stats.types * lower) / (stats.total + stats.types);
  };
  // Per history: its penalised split words, and the factor its other words are raised by.
  const splits = new Map<string, { words: Set<string>; rest: number }>();
  for (const [first, second] of input.splitCompounds ?? []) {
    // A pair joining left it can still be counted, as in "book shelf" of "book book shelf".
    if (!vocabulary.has(first) || !vocabulary.has(second) || orders[1].ngrams.has(`${first}${KEY_SEPARATOR}${second}`)) continue;
    const split = splits.get(first) ?? { words: new Set<string>(), rest: 1 };
    split.words.add(second);
    splits.set(first, split);
  }
  for (const [history, split] of splits) {
    const penalised = [...split.words].reduce((sum, word) => sum + wittenBell(history, word), 0);
    split.rest = (1 - penalised / SPLIT_PENALTY) / (1 - penalised);
  }
  const bigramProbability = (previous: string, word: string): number => {
    const split = splits.get(previous);
    const probability = wittenBell(previous, word);
    if (!split) return probability;
    return split.words.has(word) ? probability / SPLIT_PENALTY : probability * split.rest;
  };
  const backoff = (order: 1 | 2, history: string): number => {
    const stats = orders[order].histories.get(history);
    const weight = stats ? stats.types / (stats.total + stats.types) : 1;
    return order === 1 ? weight * (splits.get(history)?.rest ?? 1) : weight;
  };

  const model: LanguageModel = { unigrams: [], bigrams: [], trigrams: [] };
  for (const word of [...vocabulary].sort()) {
    const entry: NgramEntry = { words: [word], logProbability: Math.log10(unigram.get(word)!) };
    if (orders[1].histories.has(word) || splits.has(word)) entry.logBackoff = Math.log10(backoff(1, word));
    model.unigrams.push(entry);
  }
  // <s> only starts sentences: it is never predicted, but its back-off weight is used.
  model.unigrams.push({ words: [SENTENCE_START], logProbability: -99, logBackoff: Math.log10(backoff(1, SENTENCE_START)) });

  const penalisedPairs = [...splits].flatMap(([history, { words }]) => [...words].map((word) => `${history}${KEY_SEPARATOR}${word}`));
  for (const key of [...orders[1].ngrams.keys(), ...penalisedPairs].sort()) {
    const { history, word } = splitKey(key);
    const entry: NgramEntry = { words: [history, word], logProbability: Math.log10(bigramProbability(history, word)) };
    if (orders[2].histories.has(key)) entry.logBackoff = Math.log10(backoff(2, key));
    model.bigrams.push(entry);
  }
  for (const [key, count] of [...orders[2].ngrams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const { history, word } = splitKey(key);
    const stats = orders[2].histories.get(history)!;
    const lower = bigramProbability(dropFirstWord(history), word);
    const probability = (count + stats.types * lower) / (stats.total + stats.types);
    model.trigrams.push({ words: key.split(KEY_SEPARATOR), logProbability: Math.log10(probability) });
  }
  return model;
}

function formatEntry(entry: NgramEntry): string {
  const line = `${entry.logProbability.toFixed(6)}\t${entry.words.join(" ")}`;
  return entry.logBackoff === undefined ? line : `${line}\t${entry.logBackoff.toFixed(6)}`;
}

export function toArpa(model: LanguageModel): string {
  const sections: Array<[number, NgramEntry[]]> = [[1, model.unigrams], [2, model.bigrams], [3, model.trigrams]];
  const lines = ["\\data\\", ...sections.map(([order, entries]) => `ngram ${order}=${entries.length}`), ""];
  for (const [order, entries] of sections) {
    lines.push(`\\${order}-grams:`);
    for (const entry of entries) lines.push(formatEntry(entry));
    lines.push("");
  }
  lines.push("\\end\\", "");
  return lines.join("\n");
}
