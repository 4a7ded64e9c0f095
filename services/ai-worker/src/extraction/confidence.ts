/** How each field of an extracted item was arrived at. */
export interface Evidence {
  quantity: "stated" | "inferred" | "guessed-single" | "guessed-plural";
  head: "known" | "weak" | "unknown";
  category: "vocabulary" | "material cue" | "default";
  priced: "catalogue" | "category default";
  corrected: boolean;
  attributesFromPart: boolean;
}

const FULL = 0.97;
const PENALTIES = {
  quantity: { stated: 0, inferred: 0.05, "guessed-single": 0.15, "guessed-plural": 0.2 },
  head: { known: 0, weak: 0.1, unknown: 0.3 },
  category: { vocabulary: 0, "material cue": 0.05, default: 0.1 },
  priced: { catalogue: 0, "category default": 0.1 },
  corrected: 0.2,
  attributesFromPart: 0.03,
} as const;

/**
 * 0..1, lower for every field that was guessed. The penalties are sized so that an item whose
 * quantity had to be guessed for a plural, or whose item word is unknown, falls below the 0.8
 * auto-save line (spec section 5), while a plainly stated item stays well above it.
 */
export function scoreConfidence(evidence: Evidence): number {
  const score =
    FULL -
    PENALTIES.quantity[evidence.quantity] -
    PENALTIES.head[evidence.head] -
    PENALTIES.category[evidence.category] -
    PENALTIES.priced[evidence.priced] -
    (evidence.corrected ? PENALTIES.corrected : 0) -
    (evidence.attributesFromPart ? PENALTIES.attributesFromPart : 0);
  return Math.round(Math.min(0.99, Math.max(0.05, score)) * 100) / 100;
}

/**
 * An item's confidence once the recogniser's is counted: the extraction's score times the recogniser's
 * confidence in the least sure of the words the item came from (typed words count as sure). A product,
 * because the item is right only if its words were both heard right and read right, and the two go wrong
 * for unrelated reasons. The least sure word rather than the product of all of them: misheard words come
 * in runs, so their confidences are not independent, and an item named in more words ("swing arm wall
 * lamp") is not for that reason less likely to have been heard right.
 */
export function combineConfidence(extractionScore: number, wordConfidences: readonly number[]): number {
  const heard = wordConfidences.reduce((least, confidence) => Math.min(least, confidence), 1);
  return Math.round(extractionScore * heard * 100) / 100;
}
