import type { DomainVocabulary } from "./domain-vocabulary";
import { random } from "../seeded-random";

/**
 * Generates the sentences the domain language model is counted from: site-visit talk built from the
 * frames in data/speech-phrases.json, with items, quantities, materials, colours, sizes and spoken
 * dimensions filled in at random. A fixed seed makes the output, and so the model, reproducible.
 */
export interface SentenceOptions {
  /** Random sentences, each one to three frames long. */
  sentences: number;
  /** Extra sentences per vocabulary phrase, so every item, material and colour is seen in context. */
  perPhrase: number;
  seed: number;
}

export const DEFAULT_SENTENCE_OPTIONS: SentenceOptions = { sentences: 40_000, perPhrase: 4, seed: 20_240_611 };

const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
  "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 0-999 as spoken: "twenty four", "one hundred and twenty". */
export function numberToWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 999) throw new RangeError(`Cannot spell ${value}`);
  if (value < 20) return ONES[value]!;
  if (value < 100) return value % 10 === 0 ? TENS[value / 10]! : `${TENS[Math.floor(value / 10)]} ${ONES[value % 10]}`;
  const rest = value % 100;
  const hundreds = `${ONES[Math.floor(value / 100)]} hundred`;
  return rest === 0 ? hundreds : `${hundreds} and ${numberToWords(rest)}`;
}

type Slot = "room" | "place" | "property" | "mood" | "people" | "wants" | "joins" | "direction" | "placement"
  | "anchor" | "item" | "items" | "quantity" | "number" | "dimension" | "colour" | "material";

class SentenceGenerator {
  private readonly random: () => number;

  constructor(private readonly vocabulary: DomainVocabulary, seed: number) {
    this.random = random(seed);
  }

  private chance(probability: number): boolean {
    return this.random() < probability;
  }

  private pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error("Cannot pick from an empty list");
    return list[Math.floor(this.random() * list.length)]!;
  }

  /** Small numbers are the common ones; larger ones still appear. */
  private count(): number {
    if (this.chance(0.8)) return 2 + Math.floor(this.random() * 11);
    return 13 + Math.floor(this.random() * 88);
  }

  frame(template: string): string {
    return template.replace(/\{(\w+)\}/g, (_, slot: string) => this.fill(slot as Slot));
  }

  fill(slot: Slot): string {
    const { speech } = this.vocabulary;
    switch (slot) {
      case "room": return this.pick(speech.rooms);
      case "place": return this.pick(speech.places);
      case "property": return this.pick(speech.properties);
      case "mood": return this.pick(speech.moods);
      case "people": return this.pick(speech.people);
      case "wants": return this.pick(speech.wants);
      case "joins": return this.pick(speech.joins);
      case "direction": return this.pick(speech.directions);
      case "placement": return this.frame(this.pick(speech.placements));
      case "anchor": return this.chance(0.5) ? this.pick(this.vocabulary.anchors) : this.pick(this.vocabulary.items);
      case "item": return this.pick(this.vocabulary.items);
      case "items": return this.itemsPhrase();
      case "quantity": return this.quantity().phrase;
      case "number": return numberToWords(this.count());
      case "dimension": return this.dimension();
      case "colour": return this.colour();
      case "material": return this.pick(this.vocabulary.materials);
    }
  }

  /** "a", "two", "a pair of", "a set of six": and whether the item that follows is plural. */
  private quantity(): { phrase: string; plural: boolean } {
    const roll = this.random();
    if (roll < 0.3) return { phrase: this.chance(0.85) ? "a" : "one", plural: false };
    if (roll < 0.75) return { phrase: numberToWords(this.count()), plural: true };
    if (roll < 0.85) return { phrase: "a pair of", plural: true };
    if (roll < 0.93) return { phrase: `a set of ${numberToWords(this.count())}`, plural: true };
    return { phrase: this.pick(["some", "a couple of", "a few", "two sets of", "a dozen", "both"]), plural: true };
  }

  private colour(): string {
    const colour = this.pick(this.vocabulary.colours);
    return this.chance(0.25) ? `${this.pick(this.vocabulary.shades)} ${colour}` : colour;
  }

  private decimal(): string {
    const whole = this.chance(0.2) ? "" : `${numberToWords(1 + Math.floor(this.random() * 4))} `;
    return `${whole}point ${numberToWords(1 + Math.floor(this.random() * 9))}`;
  }

  private length(): string {
    return this.chance(0.5) ? this.decimal() : numberToWords(this.count());
  }

  /** "three by four metres", "two point four metres high", "ninety centimetres wide". */
  private dimension(): string {
    const { units, dimensionWords } = this.vocabulary.speech;
    const unit = this.chance(0.8) ? this.pick(units.slice(0, 4)) : this.pick(units);
    const size = this.chance(0.4) ? `${this.length()} by ${this.length()} ${unit}` : `${this.length()} ${unit}`;
    return this.chance(0.5) ? `${size} ${this.pick(dimensionWords)}` : size;
  }

  /** The item itself with the words designers put around it, forced to `item` when given. */
  itemPhrase(plural: boolean, item?: string): string {
    const { vocabulary } = this;
    const index = item === undefined ? Math.floor(this.random() * vocabulary.items.length) : vocabulary.items.indexOf(item);
    const name = plural ? vocabulary.itemPlurals[index]! : vocabulary.items[index]!;
    const words: string[] = [];
    if (this.chance(0.2)) words.push(this.pick(vocabulary.sizes));
    if (this.chance(0.2)) words.push(this.pick(vocabulary.descriptors));
    if (this.chance(0.15)) words.push(this.colour());
    if (this.chance(0.2)) words.push(this.pick(vocabulary.materials));
    words.push(name);
    const after = this.random();
    if (after < 0.2) words.push(`in ${this.pick(vocabulary.materials)}`);
    else if (after < 0.35) words.push(`in ${this.chance(0.5) ? "a " : ""}${this.colour()}`);
    else if (after < 0.5) words.push(`in ${this.colour()} ${this.pick(vocabulary.materials)}`);
    else if (after < 0.55) words.push(`in ${this.chance(0.5) ? "a" : "an"} ${this.pick(vocabulary.materials)} frame`);
    else if (after < 0.6) words.push(`with ${this.pick(vocabulary.materials)} ${this.pick(vocabulary.itemPlurals)}`);
    else if (after < 0.65) words.push(`about ${this.dimension()}`);
    else if (after < 0.7) words.push(`upholstered in ${this.pick(vocabulary.materials)}`);
    return words.join(" ");
  }

  itemsPhrase(item?: string): string {
    if (item === undefined && this.chance(0.08)) {
      const fabric = this.chance(0.7) ? this.pick(this.vocabulary.textiles) : this.pick(this.vocabulary.materials);
      return `${numberToWords(this.count())} metres of ${fabric} for the ${this.pick(this.vocabulary.itemPlurals)}`;
    }
    const quantity = this.quantity();
    return `${quantity.phrase} ${this.itemPhrase(quantity.plural, item)}`;
  }

  sentence(): string {
    const frames = this.vocabulary.speech.frames;
    const parts = [this.frame(this.pick(frames))];
    while (parts.length < 3 && this.chance(0.45)) parts.push(this.frame(this.pick(frames)));
    return parts.join(" ");
  }

  /** A sentence that names `phrase` (an item, material or colour) the way a designer would. */
  sentenceWith(kind: "item" | "material" | "colour" | "other", phrase: string): string {
    const lead = this.fill("wants");
    switch (kind) {
      case "item": return `${lead} ${this.itemsPhrase(phrase)}${this.chance(0.3) ? ` ${this.fill("placement")}` : ""}`;
      case "material": return `${lead} ${this.itemsPhrase()} in ${phrase}`;
      case "colour": return `${lead} ${this.itemsPhrase()} in ${this.chance(0.4) ? "a " : ""}${phrase}`;
      case "other": return `${lead} ${this.quantity().phrase} ${phrase} ${this.pick(this.vocabulary.items)}`;
    }
  }
}

export function generateSentences(vocabulary: DomainVocabulary, options: SentenceOptions = DEFAULT_SENTENCE_OPTIONS): string[] {
  const generator = new SentenceGenerator(vocabulary, options.seed);
  const sentences: string[] = [];
  const cover = (kind: "item" | "material" | "colour" | "other", phrases: readonly string[]) => {
    for (const phrase of phrases) for (let i = 0; i < options.perPhrase; i += 1) sentences.push(generator.sentenceWith(kind, phrase));
  };
  cover("item", vocabulary.items);
  cover("material", vocabulary.materials);
  cover("colour", vocabulary.colours);
  cover("other", [...vocabulary.sizes, ...vocabulary.descriptors]);
  for (let i = 0; i < options.sentences; i += 1) sentences.push(generator.sentence());
  return sentences;
}
