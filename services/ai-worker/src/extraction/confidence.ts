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
