import {
  matchDimension,
  matchForCount,
  matchQuantity,
  matchRecount,
  matchSeater,
  matchSeats,
  type Dimension,
  type Matched,
  type QuantityPhrase,
} from "./quantity-phrases";
import { vocabulary, type ItemTerm, type MaterialTerm } from "./vocabulary";

/** A run of tokens recognised as one thing. */
export type Span = { start: number; length: number; text: string } & (
  | { kind: "item"; term: ItemTerm }
  | { kind: "material"; material: MaterialTerm }
  | { kind: "colour"; colour: string }
  | { kind: "size"; size: string }
  | { kind: "descriptor"; descriptor: string }
  | { kind: "quantity"; quantity: QuantityPhrase }
  | { kind: "dimension"; dimension: Dimension }
  | { kind: "recount"; count: number }
  | { kind: "forCount"; count: number }
  | { kind: "seats"; count: number }
  | { kind: "correction" }
  | { kind: "word"; word: string }
);

type SpanBody = Span extends infer S ? (S extends Span ? Omit<S, "start" | "length" | "text"> : never) : never;

/** Labels every token of a transcript, preferring the longest phrase at each position. */
export function tagTokens(tokens: readonly string[]): Span[] {
  const spans: Span[] = [];
  let index = 0;
  while (index < tokens.length) {
    const match = matchAt(tokens, index) ?? { value: { kind: "word", word: tokens[index]! } as SpanBody, length: 1 };
    spans.push({ ...match.value, start: index, length: match.length, text: tokens.slice(index, index + match.length).join(" ") } as Span);
    index += match.length;
  }
  return spans;
}

function matchAt(tokens: readonly string[], index: number): Matched<SpanBody> | null {
  const correction = vocabulary.corrections.match(tokens, index);
  if (correction) return { value: { kind: "correction" }, length: correction.length };
  const measure = matchMeasure(tokens, index) ?? matchCount(tokens, index);
  const lexical = matchLexicon(tokens, index);
  // Terms that start with a number word ("four poster bed", "three quarter") outrank the bare number.
  return lexical && (!measure || lexical.length > measure.length) ? lexical : measure;
}

/** Measurements, optionally hedged: "about two point four metres high". */
function matchMeasure(tokens: readonly string[], index: number): Matched<SpanBody> | null {
  const hedged = vocabulary.approximately.has(tokens[index]!) ? 1 : 0;
  const dimension = matchDimension(tokens, index + hedged);
  if (dimension && !(tokens[index + hedged + dimension.length] === "of")) {
    return { value: { kind: "dimension", dimension: dimension.value }, length: hedged + dimension.length };
  }
  return null;
}

function matchCount(tokens: readonly string[], index: number): Matched<SpanBody> | null {
  const seater = matchSeater(tokens, index);
  if (seater) return { value: { kind: "size", size: seater.value }, length: seater.length };
  const seats = matchSeats(tokens, index);
  if (seats) return { value: { kind: "seats", count: seats.value }, length: seats.length };
  const recount = matchRecount(tokens, index);
  if (recount) return { value: { kind: "recount", count: recount.value }, length: recount.length };
  const forCount = matchForCount(tokens, index);
  if (forCount) return { value: { kind: "forCount", count: forCount.value }, length: forCount.length };
  const quantity = matchQuantity(tokens, index);
  if (quantity) return { value: { kind: "quantity", quantity: quantity.value }, length: quantity.length };
  return null;
}

/**
 * Materials, item types, sizes, colours and descriptors: the longest phrase wins, then that order,
 * so a word that is both ("fabric") reads as the material; "six metres of fabric" still finds its item.
 */
function matchLexicon(tokens: readonly string[], index: number): Matched<SpanBody> | null {
  const candidates: Array<Matched<SpanBody> | null> = [
    wrap(vocabulary.materials.match(tokens, index), (material) => ({ kind: "material", material })),
    wrap(vocabulary.items.match(tokens, index), (term) => ({ kind: "item", term })),
    wrap(vocabulary.sizes.match(tokens, index), (size) => ({ kind: "size", size })),
    matchColour(tokens, index),
    wrap(vocabulary.descriptors.match(tokens, index), (descriptor) => ({ kind: "descriptor", descriptor })),
  ];
  let best: Matched<SpanBody> | null = null;
  for (const candidate of candidates) {
    if (candidate && (!best || candidate.length > best.length)) best = candidate;
  }
  return best;
}

/** A colour, with the shade word that may precede it ("deep red", "smoky grey"). */
function matchColour(tokens: readonly string[], index: number): Matched<SpanBody> | null {
  const shaded = vocabulary.colourShades.has(tokens[index]!) ? vocabulary.colours.match(tokens, index + 1) : null;
  if (shaded) return { value: { kind: "colour", colour: `${tokens[index]} ${shaded.value}` }, length: shaded.length + 1 };
  return wrap(vocabulary.colours.match(tokens, index), (colour) => ({ kind: "colour", colour }));
}

function wrap<T>(match: Matched<T> | null, build: (value: T) => SpanBody): Matched<SpanBody> | null {
  return match ? { value: build(match.value), length: match.length } : null;
}
