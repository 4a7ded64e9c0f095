import colourData from "./vocabulary/colours.json" with { type: "json" };
import descriptorData from "./vocabulary/descriptors.json" with { type: "json" };
import functionWordData from "./vocabulary/function-words.json" with { type: "json" };
import itemTypeData from "./vocabulary/item-types.json" with { type: "json" };
import materialData from "./vocabulary/materials.json" with { type: "json" };
import sizeData from "./vocabulary/sizes.json" with { type: "json" };
import { pluralise } from "./inflection";
import type { ItemCategory } from "./types";

/** A known kind of item, as the catalogue and the room list name it. */
export interface ItemType {
  name: string;
  category: ItemCategory;
  /** The word has a common non-item sense ("throw", "print"), so hearing it is weaker evidence. */
  weak: boolean;
}

export interface ItemTerm {
  type: ItemType;
  plural: boolean;
}

export interface MaterialTerm {
  name: string;
  textile: boolean;
}

/** Multi-word phrases keyed by their space-joined words; lookups try the longest phrase first. */
export class PhraseTable<T> {
  private readonly entries = new Map<string, T>();
  private longest = 1;

  set(phrase: string, value: T): void {
    if (this.entries.has(phrase)) return;
    this.entries.set(phrase, value);
    this.longest = Math.max(this.longest, phrase.split(" ").length);
  }

  /** The longest phrase starting at tokens[start]. */
  match(tokens: readonly string[], start: number): { value: T; length: number } | null {
    for (let length = Math.min(this.longest, tokens.length - start); length > 0; length -= 1) {
      const value = this.entries.get(tokens.slice(start, start + length).join(" "));
      if (value !== undefined) return { value, length };
    }
    return null;
  }

  get size(): number {
    return this.entries.size;
  }
}

function buildItemTerms(): PhraseTable<ItemTerm> {
  const table = new PhraseTable<ItemTerm>();
  const weak = new Set(itemTypeData.weakTerms);
  for (const [category, types] of Object.entries(itemTypeData.categories)) {
    for (const [name, aliases] of Object.entries(types as Record<string, string[]>)) {
      for (const term of [name, ...aliases]) {
        const type: ItemType = { name, category: category as ItemCategory, weak: weak.has(term) };
        table.set(term, { type, plural: false });
        table.set(pluralise(term), { type, plural: true });
      }
    }
  }
  return table;
}

function buildMaterials(): PhraseTable<MaterialTerm> {
  const table = new PhraseTable<MaterialTerm>();
  for (const [family, names] of Object.entries(materialData.families)) {
    for (const name of names) table.set(name, { name, textile: family === "textile" });
  }
  const byName = new Map(Object.values(materialData.families).flat().map((name) => [name, name]));
  for (const [alias, name] of Object.entries(materialData.aliases)) {
    if (!byName.has(name)) throw new Error(`Material alias "${alias}" points at unknown material "${name}"`);
    table.set(alias, { name, textile: materialData.families.textile.includes(name) });
  }
  return table;
}

function buildColours(): PhraseTable<string> {
  const table = new PhraseTable<string>();
  for (const colour of colourData.colours) table.set(colour, colour);
  for (const [alias, colour] of Object.entries(colourData.aliases)) table.set(alias, colour);
  return table;
}

function buildSizes(): PhraseTable<string> {
  const table = new PhraseTable<string>();
  for (const [phrase, size] of Object.entries(sizeData.sizes)) table.set(phrase, size);
  return table;
}

function buildPhraseSet(phrases: readonly string[]): PhraseTable<string> {
  const table = new PhraseTable<string>();
  for (const phrase of phrases) table.set(phrase, phrase);
  return table;
}

export const vocabulary = {
  items: buildItemTerms(),
  materials: buildMaterials(),
  colours: buildColours(),
  colourShades: new Set(colourData.shades),
  sizes: buildSizes(),
  descriptors: buildPhraseSet(descriptorData.descriptors),
  corrections: buildPhraseSet(functionWordData.corrections),
  definite: new Set(functionWordData.definite),
  negation: new Set(functionWordData.negation),
  prepositions: new Set(functionWordData.prepositions),
  approximately: new Set(functionWordData.approximately),
  connectives: new Set(functionWordData.connectives),
  nonItems: new Set(functionWordData.nonItems),
};

export type Vocabulary = typeof vocabulary;
