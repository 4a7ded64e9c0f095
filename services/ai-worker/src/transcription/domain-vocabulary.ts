import colourData from "../extraction/vocabulary/colours.json" with { type: "json" };
import descriptorData from "../extraction/vocabulary/descriptors.json" with { type: "json" };
import functionWordData from "../extraction/vocabulary/function-words.json" with { type: "json" };
import itemTypeData from "../extraction/vocabulary/item-types.json" with { type: "json" };
import materialData from "../extraction/vocabulary/materials.json" with { type: "json" };
import sizeData from "../extraction/vocabulary/sizes.json" with { type: "json" };
import { pluralise } from "../extraction/inflection";
import speechPhrases from "./data/speech-phrases.json" with { type: "json" };

/**
 * The phrases the speech model must know, read from the extractor's own word lists (so an item the
 * extractor learns is one the transcriber can hear) plus the site-visit phrases in data/speech-phrases.json.
 * Phrases are lower case, words separated by single spaces; spellings the recogniser cannot say
 * ("bouclé", "black-out") are left out, since their spoken form is listed too.
 */
export interface DomainVocabulary {
  /** Item names and their aliases, singular. */
  items: string[];
  /** The plural of each item in `items`, at the same index. */
  itemPlurals: string[];
  materials: string[];
  textiles: string[];
  colours: string[];
  shades: string[];
  sizes: string[];
  descriptors: string[];
  /** Things already in a room that items are placed against ("wall", "bed"). */
  anchors: string[];
  /** The extractor's closed-class words: articles, prepositions, negations, corrections. */
  functionWords: string[];
  speech: SpeechPhrases;
}

export type SpeechPhrases = Omit<typeof speechPhrases, "about">;

const SPOKEN = /^[a-z']+( [a-z']+)*$/;

function spoken(phrases: Iterable<string>): string[] {
  const unique = new Set<string>();
  for (const phrase of phrases) {
    const normalised = phrase.toLowerCase().trim().replace(/\s+/g, " ");
    if (SPOKEN.test(normalised)) unique.add(normalised);
  }
  return [...unique];
}

/** Some aliases are plural already ("blinds", "glasses"); the extractor's pluralise would double them. */
function spokenPlural(name: string): string {
  return /[^siu]s$/.test(name) ? name : pluralise(name);
}

export function loadDomainVocabulary(): DomainVocabulary {
  const itemNames = spoken(
    Object.values(itemTypeData.categories).flatMap((types) =>
      Object.entries(types as Record<string, string[]>).flatMap(([name, aliases]) => [name, ...aliases]),
    ),
  );
  const { about: _about, ...speech } = speechPhrases;
  const { about: _functionAbout, ...functionLists } = functionWordData;
  return {
    items: itemNames,
    itemPlurals: itemNames.map(spokenPlural),
    materials: spoken([...Object.values(materialData.families).flat(), ...Object.keys(materialData.aliases)]),
    textiles: spoken(materialData.families.textile),
    colours: spoken([...colourData.colours, ...Object.keys(colourData.aliases)]),
    shades: spoken(colourData.shades),
    sizes: spoken(Object.keys(sizeData.sizes)),
    descriptors: spoken(descriptorData.descriptors),
    anchors: spoken([...functionWordData.nonItems, "bed", "sofa", "table", "desk", "headboard", "console", "basin", "vanity"]),
    functionWords: spoken(Object.values(functionLists).flat()),
    speech,
  };
}

/** Every distinct word the vocabulary's phrases use. */
export function vocabularyWords(vocabulary: DomainVocabulary): Set<string> {
  const words = new Set<string>();
  const add = (phrases: readonly string[]) => {
    for (const phrase of phrases) for (const word of phrase.replace(/\{\w+\}/g, " ").split(" ")) if (word) words.add(word);
  };
  const { speech, ...lists } = vocabulary;
  for (const list of Object.values(lists)) add(list);
  for (const list of Object.values(speech)) add(list);
  return words;
}

/**
 * The extractor's main names, as opposed to its alternative ones: item-type keys (and their plurals),
 * materials and colours as listed rather than their aliases, and sizes as written; also the site-visit
 * rooms, places and properties, which have one spelling each ("bathroom").
 */
export function mainNames(): Set<string> {
  const itemKeys = spoken(Object.values(itemTypeData.categories).flatMap((types) => Object.keys(types)));
  return new Set([
    ...itemKeys,
    ...itemKeys.map(spokenPlural),
    ...spoken(Object.values(materialData.families).flat()),
    ...spoken(colourData.colours),
    ...spoken(Object.values(sizeData.sizes)),
    ...spoken([...speechPhrases.rooms, ...speechPhrases.places, ...speechPhrases.properties]),
  ]);
}

/**
 * Which spelling of a sound-alike pair the main names use: "headboard" → "compound", "lamp shade" →
 * "split", or null where they use neither (both alternative names, or descriptors, which have no main).
 */
export function mainSpelling(first: string, second: string, names: ReadonlySet<string>): "compound" | "split" | null {
  const has = (words: string) => [...names].some((name) => ` ${name} `.includes(` ${words} `));
  if (has(`${first}${second}`)) return "compound";
  if (has(`${first} ${second}`)) return "split";
  return null;
}
