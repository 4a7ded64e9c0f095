import { AUTO_ADD_CONFIDENCE } from "@atelier/contracts";
import { extractItems, type ExtractedItem } from "../src/extraction";
import type { HeardWord } from "../src/transcription";
import evaluationSet from "./narrations.json" with { type: "json" };

export interface ExpectedItem {
  name: string;
  quantity: number;
  unit: string;
  category: string;
  material: string | null;
  color: string | null;
  size: string | null;
}

export interface Narration {
  id: string;
  room: string;
  transcript: string;
  /** The transcript as the recogniser heard it, word by word; left out for the typed transcript. */
  heardWords?: HeardWord[];
  expected: ExpectedItem[];
}

const ATTRIBUTES = ["unit", "category", "material", "color", "size"] as const;
type Attribute = (typeof ATTRIBUTES)[number];

export interface EvaluationReport {
  narrations: number;
  expected: number;
  extracted: number;
  matched: number;
  precision: number;
  recall: number;
  /** Share of matched items whose attribute agrees with the label (both empty counts as agreeing). */
  attributeAccuracy: Record<Attribute, number>;
  /** Precision over the items confident enough to be added without review (confidence above AUTO_ADD_CONFIDENCE). */
  autoSavePrecision: number;
  /** Share of the labelled items that were added without review. */
  autoSaveRecall: number;
  misses: Array<{ narration: string; missing: string[]; spurious: string[]; wrongAttributes: string[] }>;
}

/**
 * Runs the extractor over the hand-labelled narrations. An extracted item matches a labelled one
 * when their head nouns (the last word of the name) and quantities agree; each label matches once.
 */
export function evaluate(narrations: readonly Narration[] = evaluationSet.narrations): EvaluationReport {
  let expectedCount = 0;
  let extractedCount = 0;
  let matchedCount = 0;
  let autoSaved = 0;
  let autoSavedMatched = 0;
  const agreeing: Record<Attribute, number> = { unit: 0, category: 0, material: 0, color: 0, size: 0 };
  const misses: EvaluationReport["misses"] = [];

  for (const narration of narrations) {
    const extracted = extractItems(narration.transcript, { roomName: narration.room, heardWords: narration.heardWords });
    const pairs = matchItems(narration.expected, extracted);
    expectedCount += narration.expected.length;
    extractedCount += extracted.length;
    matchedCount += pairs.length;
    autoSaved += extracted.filter((item) => item.confidence > AUTO_ADD_CONFIDENCE).length;
    autoSavedMatched += pairs.filter(([, item]) => item.confidence > AUTO_ADD_CONFIDENCE).length;

    const wrongAttributes: string[] = [];
    for (const [label, item] of pairs) {
      for (const attribute of ATTRIBUTES) {
        if (attributeAgrees(label[attribute], item[attribute])) agreeing[attribute] += 1;
        else wrongAttributes.push(`${label.name}.${attribute}: expected ${label[attribute]}, got ${item[attribute]}`);
      }
    }
    const missing = narration.expected.filter((label) => !pairs.some(([matched]) => matched === label)).map(describe);
    const spurious = extracted.filter((item) => !pairs.some(([, matched]) => matched === item)).map(describe);
    if (missing.length + spurious.length + wrongAttributes.length > 0) {
      misses.push({ narration: narration.id, missing, spurious, wrongAttributes });
    }
  }

  const ratio = (part: number, whole: number) => (whole === 0 ? 1 : Math.round((part / whole) * 1000) / 1000);
  return {
    narrations: narrations.length,
    expected: expectedCount,
    extracted: extractedCount,
    matched: matchedCount,
    precision: ratio(matchedCount, extractedCount),
    recall: ratio(matchedCount, expectedCount),
    attributeAccuracy: Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute, ratio(agreeing[attribute], matchedCount)])) as Record<Attribute, number>,
    autoSavePrecision: ratio(autoSavedMatched, autoSaved),
    autoSaveRecall: ratio(autoSavedMatched, expectedCount),
    misses,
  };
}

/** One-to-one pairs, trying exact names before head nouns so "side table" is not taken by "coffee table". */
function matchItems(expected: readonly ExpectedItem[], extracted: readonly ExtractedItem[]): Array<[ExpectedItem, ExtractedItem]> {
  const pairs: Array<[ExpectedItem, ExtractedItem]> = [];
  const taken = new Set<ExtractedItem>();
  const claimed = new Set<ExpectedItem>();
  const sameName = (label: ExpectedItem, item: ExtractedItem) => label.name.toLowerCase() === item.name.toLowerCase();
  const sameHead = (label: ExpectedItem, item: ExtractedItem) => headNoun(label.name) === headNoun(item.name);
  for (const agrees of [sameName, sameHead]) {
    for (const label of expected) {
      if (claimed.has(label)) continue;
      const item = extracted.find((candidate) => !taken.has(candidate) && agrees(label, candidate) && candidate.quantity === label.quantity);
      if (!item) continue;
      pairs.push([label, item]);
      taken.add(item);
      claimed.add(label);
    }
  }
  return pairs;
}

function headNoun(name: string): string {
  return name.toLowerCase().trim().split(/\s+/).pop() ?? "";
}

/** Labels and output may word a value differently ("grey" / "smoky grey", "1.2 m" / "1.2 m wide"). */
function attributeAgrees(expected: string | null, actual: string | null): boolean {
  if (expected === null || actual === null) return expected === actual;
  const wanted = parts(expected);
  const got = parts(actual);
  const overlaps = (a: string, b: string) => ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
  return wanted.every((want) => got.some((have) => overlaps(have, want))) && got.every((have) => wanted.some((want) => overlaps(have, want)));
}

function parts(value: string): string[] {
  return value
    .toLowerCase()
    .replace(/-/g, " ")
    .split(",")
    .map((part) => part.trim().replace(/\s+/g, " "))
    .filter((part) => part.length > 0);
}

function describe(item: { name: string; quantity: number; unit: string }): string {
  return `${item.quantity} ${item.unit} ${item.name}`;
}
