import type { QuantityPhrase } from "./quantity-phrases";
import type { Span } from "./tag";
import { vocabulary, type ItemTerm } from "./vocabulary";

/** How a known item word is used where it was said. */
type HeadRole = "new" | "reference" | "excluded" | "part";

/** One item the narration asks for: the spans from its quantity phrase up to where the next item starts. */
export interface Mention {
  start: number;
  end: number;
  head: number;
  term: ItemTerm | null;
  /** The spoken head word when it is not in the vocabulary. */
  unknownHead: string | null;
  quantity: QuantityPhrase | null;
}

const MODIFIER_KINDS = new Set<Span["kind"]>(["material", "colour", "size", "descriptor"]);
/** Unknown words allowed between a quantity and its item ("a statement chandelier", "a soft floor lamp"). */
const MAX_UNKNOWN_MODIFIERS = 2;

/** Splits tagged spans into item mentions, in spoken order. */
export function splitMentions(spans: readonly Span[], options: { fabric: ItemTerm; placeWords: ReadonlySet<string> }): Mention[] {
  const mentions: Mention[] = [];
  const usedQuantities = new Set<number>();
  for (let head = 0; head < spans.length; head += 1) {
    const span = spans[head]!;
    if (span.kind !== "item") continue;
    const { role, determiner } = classifyHead(spans, head);
    if (role === "new") {
      const quantity = determiner !== null ? quantityOf(spans[determiner]) : null;
      if (determiner !== null) usedQuantities.add(determiner);
      mentions.push({ start: determiner ?? modifierStart(spans, head), end: spans.length, head, term: span.term, unknownHead: null, quantity });
    }
  }
  mentions.push(...measuredWithoutItem(spans, usedQuantities, mentions, options.fabric));
  mentions.push(...countedUnknownItems(spans, usedQuantities, mentions, options.placeWords));
  mentions.sort((a, b) => a.start - b.start);
  mentions.forEach((mention, index) => {
    mention.end = mentions[index + 1]?.start ?? spans.length;
  });
  return mentions;
}

function classifyHead(spans: readonly Span[], head: number): { role: HeadRole; determiner: number | null } {
  let index = head - 1;
  let unknown = 0;
  while (index >= 0) {
    const span = spans[index]!;
    if (MODIFIER_KINDS.has(span.kind)) {
      index -= 1;
    } else if (span.text === "and" && index > 0 && MODIFIER_KINDS.has(spans[index - 1]!.kind)) {
      // "three large black and white photographs": the "and" joins two modifiers.
      index -= 1;
    } else if (span.kind === "word" && !isFunctionWord(span.word) && unknown < MAX_UNKNOWN_MODIFIERS) {
      unknown += 1;
      index -= 1;
    } else {
      break;
    }
  }
  const before = spans[index];
  if (before?.kind === "quantity") return { role: "new", determiner: index };
  if (before?.kind !== "word") return { role: "new", determiner: null };
  if (vocabulary.negation.has(before.word)) return { role: "excluded", determiner: null };
  // Unknown words between a definite word and the item usually mean the item starts a new phrase
  // ("at the stellenbosch estate queen size bed"), not that it is being pointed at.
  if (unknown > 0) return { role: "new", determiner: null };
  if (vocabulary.definite.has(before.word)) {
    return { role: vocabulary.negation.has(spans[index - 1]?.text ?? "") ? "excluded" : "reference", determiner: null };
  }
  if (before.word === "with") return { role: "part", determiner: null };
  if (vocabulary.prepositions.has(before.word)) return { role: "reference", determiner: null };
  return { role: "new", determiner: null };
}

function isFunctionWord(word: string): boolean {
  return (
    vocabulary.definite.has(word) ||
    vocabulary.negation.has(word) ||
    vocabulary.prepositions.has(word) ||
    vocabulary.approximately.has(word) ||
    vocabulary.connectives.has(word) ||
    word === "with"
  );
}

/** Where a mention without a quantity starts: at its first modifier. */
function modifierStart(spans: readonly Span[], head: number): number {
  let index = head;
  while (index > 0 && MODIFIER_KINDS.has(spans[index - 1]!.kind)) index -= 1;
  return index;
}

function quantityOf(span: Span | undefined): QuantityPhrase | null {
  return span?.kind === "quantity" ? span.quantity : null;
}

/**
 * "Six metres of linen for the curtains": a measured amount whose item follows as a purpose
 * ("for the curtains") or is left unsaid (plain fabric by the metre).
 */
function measuredWithoutItem(spans: readonly Span[], used: Set<number>, known: readonly Mention[], fabric: ItemTerm): Mention[] {
  const found: Mention[] = [];
  spans.forEach((span, index) => {
    if (span.kind !== "quantity" || span.quantity.unit !== "meters" || used.has(index)) return;
    let cursor = index + 1;
    while (cursor < spans.length && (MODIFIER_KINDS.has(spans[cursor]!.kind) || isFiller(spans[cursor]!))) cursor += 1;
    const purpose = spans[cursor]?.text === "for" ? findPurpose(spans, cursor + 1) : null;
    if (purpose !== null && known.some((mention) => mention.head === purpose)) return;
    const term = purpose !== null && spans[purpose]!.kind === "item" ? (spans[purpose] as Extract<Span, { kind: "item" }>).term : fabric;
    used.add(index);
    found.push({ start: index, end: spans.length, head: purpose ?? index, term, unknownHead: null, quantity: span.quantity });
  });
  return found;
}

function findPurpose(spans: readonly Span[], start: number): number | null {
  let index = start;
  if (spans[index]?.text === "the") index += 1;
  while (index < spans.length && MODIFIER_KINDS.has(spans[index]!.kind)) index += 1;
  return spans[index]?.kind === "item" ? index : null;
}

function isFiller(span: Span): boolean {
  return span.kind === "word" && (span.word === "a" || span.word === "and" || span.word === "in");
}

/**
 * "A pair of brass gizmos": a clear count (two or more, a pair, a set) followed by a noun the
 * vocabulary does not know. Kept, with a low confidence, so a new product type is not silently lost.
 */
function countedUnknownItems(spans: readonly Span[], used: Set<number>, known: readonly Mention[], placeWords: ReadonlySet<string>): Mention[] {
  const found: Mention[] = [];
  spans.forEach((span, index) => {
    if (span.kind !== "quantity" || used.has(index)) return;
    const { quantity } = span;
    const clearCount = quantity.source === "collective" || (quantity.source === "number" && quantity.value >= 2);
    if (!clearCount) return;
    let cursor = index + 1;
    while (cursor < spans.length && MODIFIER_KINDS.has(spans[cursor]!.kind)) cursor += 1;
    const candidate = spans[cursor];
    if (candidate?.kind !== "word" || placeWords.has(candidate.word) || !looksLikeItemNoun(candidate.word)) return;
    const next = spans[cursor + 1];
    if (next && next.kind === "word" && !isFunctionWord(next.word)) return;
    if (known.some((mention) => mention.start <= cursor && cursor <= mention.head)) return;
    found.push({ start: index, end: spans.length, head: cursor, term: null, unknownHead: singular(candidate.word), quantity });
  });
  return found;
}

function looksLikeItemNoun(word: string): boolean {
  return (
    word.length > 2 &&
    !isFunctionWord(word) &&
    !vocabulary.nonItems.has(word) &&
    !/(ing|ly|ed|'s|'re|'ll)$/.test(word) &&
    !/^(is|are|was|were|be|we|they|you|so|but|or|then|also|plus|um|uh|more|ones|of)$/.test(word)
  );
}

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word) && !/ss$/.test(word)) return word.slice(0, -1);
  return word;
}
