import { readFileSync } from "node:fs";

/**
 * The pronouncing dictionary for the speech model: each word's phones from pocketsphinx-en-us's
 * cmudict, else from the hand-written entries in data/pronunciations.dict (South African words,
 * trade terms, place names), else derived: a plural or a compound of known words ("sideboard" =
 * "side" + "board"). Words none of these cover are reported so they can be added to the data file.
 */
export type Lexicon = Map<string, string[]>;

/** Reads a dictionary in cmudict form: "word PH ON ES", alternatives as "word(2) ...", "#" comments. */
export function parseDictionary(text: string): Lexicon {
  const lexicon: Lexicon = new Map();
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    if (!line) continue;
    const [head, ...phones] = line.split(/\s+/);
    if (!head || phones.length === 0) continue;
    const word = head.replace(/\(\d+\)$/, "").toLowerCase();
    const variants = lexicon.get(word) ?? [];
    const pronunciation = phones.join(" ").toUpperCase();
    if (!variants.includes(pronunciation)) variants.push(pronunciation);
    lexicon.set(word, variants);
  }
  return lexicon;
}

export function readDictionary(path: string): Lexicon {
  return parseDictionary(readFileSync(path, "utf8"));
}

const SIBILANTS = new Set(["S", "Z", "SH", "ZH", "CH", "JH"]);
const VOICELESS = new Set(["P", "T", "K", "F", "TH"]);

function pluralPhones(pronunciation: string): string {
  const last = pronunciation.split(" ").at(-1)!;
  if (SIBILANTS.has(last)) return `${pronunciation} IH Z`;
  return `${pronunciation} ${VOICELESS.has(last) ? "S" : "Z"}`;
}

/** Shortest piece a compound may be split into; shorter ones ("a", "in") make false compounds. */
const MIN_COMPOUND_PART = 3;

export class Pronouncer {
  private readonly derived = new Map<string, string[] | null>();

  /** `sources` are consulted in order; the first that knows a word wins. */
  constructor(private readonly sources: readonly Lexicon[]) {}

  pronounce(word: string): string[] | null {
    for (const source of this.sources) {
      const known = source.get(word);
      if (known) return known;
    }
    if (this.derived.has(word)) return this.derived.get(word)!;
    this.derived.set(word, null); // guards the recursion below
    const result = this.pluralOf(word) ?? this.compound(word);
    this.derived.set(word, result);
    return result;
  }

  private pluralOf(word: string): string[] | null {
    const stems: string[] = [];
    if (word.endsWith("ies")) stems.push(`${word.slice(0, -3)}y`);
    if (/(s|x|z|ch|sh)es$/.test(word)) stems.push(word.slice(0, -2));
    if (word.endsWith("s") && !word.endsWith("ss")) stems.push(word.slice(0, -1));
    for (const stem of stems) {
      if (stem.length < 2) continue;
      const singular = this.pronounce(stem);
      if (singular) return [...new Set(singular.map(pluralPhones))];
    }
    return null;
  }

  private compound(word: string): string[] | null {
    // The longest known first part wins: "houseplant" is "house" + "plant", not "hou" + "seplant".
    for (let at = word.length - MIN_COMPOUND_PART; at >= MIN_COMPOUND_PART; at -= 1) {
      const first = this.known(word.slice(0, at));
      if (!first) continue;
      const rest = this.pronounce(word.slice(at));
      if (rest) return [`${first[0]} ${rest[0]}`];
    }
    return null;
  }

  /** A listed word only (no derivation), for the left part of a compound. */
  private known(word: string): string[] | null {
    for (const source of this.sources) {
      const known = source.get(word);
      if (known) return known;
    }
    return null;
  }
}

/** The dictionary file pocketsphinx reads: one line per pronunciation, alternatives numbered. */
export function formatDictionary(entries: ReadonlyMap<string, readonly string[]>): string {
  const lines: string[] = [];
  for (const word of [...entries.keys()].sort()) {
    entries.get(word)!.forEach((phones, index) => lines.push(`${index === 0 ? word : `${word}(${index + 1})`} ${phones}`));
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Each compound in `entries` that sounds exactly like two other entries said one after the other, as
 * [first, second]: "headboard" gives ["head", "board"]. Parts are at least MIN_COMPOUND_PART letters,
 * as for derived compounds: pairs with "a", "in", "be" are mostly real phrases ("a long", "may be").
 */
export function soundAlikeSplits(entries: ReadonlyMap<string, readonly string[]>): Array<[string, string]> {
  const splits: Array<[string, string]> = [];
  for (const [word, pronunciations] of entries) {
    for (let at = MIN_COMPOUND_PART; at <= word.length - MIN_COMPOUND_PART; at += 1) {
      const first = entries.get(word.slice(0, at));
      const second = entries.get(word.slice(at));
      if (first && second && first.some((a) => second.some((b) => pronunciations.includes(`${a} ${b}`)))) {
        splits.push([word.slice(0, at), word.slice(at)]);
      }
    }
  }
  return splits;
}
