import { parseNumberAt } from "./number-words";
import type { ItemUnit } from "./types";

/** How a quantity was said; anything but "number", "collective", "measured" and "article" is partly inferred. */
export type QuantitySource = "number" | "collective" | "measured" | "article" | "vague";

export interface QuantityPhrase {
  value: number;
  unit: ItemUnit;
  /** Pieces in one unit: 2 for a pair, 4 for "a set of four", else 1. */
  piecesPerUnit: number;
  source: QuantitySource;
  /** Said detail worth keeping on the item, e.g. "set of 4". */
  note: string | null;
}

export interface Matched<T> {
  value: T;
  length: number;
}

const METRE_WORDS = new Set(["metre", "metres", "meter", "meters", "m"]);
const CENTIMETRE_WORDS = new Set(["centimetre", "centimetres", "centimeter", "centimeters", "cm"]);
const AXIS_WORDS = new Set(["wide", "high", "long", "deep", "tall", "across", "diameter"]);
const VAGUE_WORDS = new Set(["some", "several", "few", "various", "more"]);
const PRONOUNS = new Set(["those", "them", "these", "it"]);

/**
 * A quantity phrase at tokens[start]: "a pair of", "two pairs of", "a set of four", "two sets of",
 * "six metres of", "a couple of", "a dozen", "both", "some", a number, or the article "a"/"an".
 */
export function matchQuantity(tokens: readonly string[], start: number): Matched<QuantityPhrase> | null {
  const word = tokens[start];
  if (word === undefined) return null;
  const isArticle = word === "a" || word === "an";

  if (isArticle) {
    const collective = matchCollective(tokens, start + 1, 1);
    if (collective) return { value: collective.value, length: collective.length + 1 };
    if (tokens[start + 1] === "couple" && tokens[start + 2] === "of") return phrase(2, "each", 1, "number", null, 3);
    if (tokens[start + 1] === "few") return phrase(1, "each", 1, "vague", null, 2);
  }

  const number = parseNumberAt(tokens, start);
  if (number) {
    const after = start + number.length;
    const collective = matchCollective(tokens, after, number.value);
    if (collective) return { value: collective.value, length: number.length + collective.length };
    if (METRE_WORDS.has(tokens[after] ?? "") && tokens[after + 1] === "of") {
      return phrase(number.value, "meters", 1, "measured", null, number.length + 2);
    }
    return phrase(number.value, "each", 1, "number", null, number.length);
  }

  if (isArticle) return phrase(1, "each", 1, "article", null, 1);
  if (word === "both") return phrase(2, "each", 1, "number", null, 1);
  if (VAGUE_WORDS.has(word)) return phrase(1, "each", 1, "vague", null, 1);
  return null;
}

/** "pair of", "pairs of", "set of four", "sets of", "set of": the unit part after a count. */
function matchCollective(tokens: readonly string[], start: number, count: number): Matched<QuantityPhrase> | null {
  const word = tokens[start];
  if (tokens[start + 1] !== "of") return null;
  if (word === "pair" || word === "pairs") return phrase(count, "pair", 2, "collective", null, 2);
  if (word !== "set" && word !== "sets") return null;
  const size = parseNumberAt(tokens, start + 2);
  if (size && size.value >= 2 && Number.isInteger(size.value)) {
    return phrase(count, "set", size.value, "collective", `set of ${size.value}`, 2 + size.length);
  }
  return phrase(count, "set", 1, "collective", null, 2);
}

function phrase(value: number, unit: ItemUnit, piecesPerUnit: number, source: QuantitySource, note: string | null, length: number): Matched<QuantityPhrase> {
  return { value: { value, unit, piecesPerUnit, source, note }, length };
}

export interface Dimension {
  /** Written form: "2.4 m high", "3 x 4 m", "80 cm". */
  text: string;
  /** A bare length in metres ("about twelve metres"), which for fabric is an amount rather than a size. */
  bareMetres: number | null;
}

/** A measurement such as "two point four metres high", "three by four metres", "one point eight by one metre". */
export function matchDimension(tokens: readonly string[], start: number): Matched<Dimension> | null {
  const first = parseNumberAt(tokens, start);
  if (!first) return null;
  let index = start + first.length;
  const values = [first.value];
  let unit = matchUnit(tokens[index]);
  if (unit) index += 1;
  if (tokens[index] === "by") {
    const second = parseNumberAt(tokens, index + 1);
    if (!second) return null;
    values.push(second.value);
    index += 1 + second.length;
    const secondUnit = matchUnit(tokens[index]);
    if (secondUnit) {
      unit = secondUnit;
      index += 1;
    }
  }
  if (!unit) return null;
  let axis: string | null = null;
  const axisWord = tokens[index];
  if (axisWord && AXIS_WORDS.has(axisWord)) {
    axis = axisWord;
    index += 1;
  } else if (axisWord === "in" && tokens[index + 1] === "diameter") {
    axis = "diameter";
    index += 2;
  }
  const text = `${values.join(" x ")} ${unit}${axis ? ` ${axis}` : ""}`;
  const bareMetres = unit === "m" && values.length === 1 && axis === null ? first.value : null;
  return { value: { text, bareMetres }, length: index - start };
}

function matchUnit(word: string | undefined): "m" | "cm" | null {
  if (word === undefined) return null;
  if (METRE_WORDS.has(word)) return "m";
  if (CENTIMETRE_WORDS.has(word)) return "cm";
  return null;
}

/** "two of those", "two of them": a count said after the item, correcting its quantity. */
export function matchRecount(tokens: readonly string[], start: number): Matched<number> | null {
  const number = parseNumberAt(tokens, start);
  if (!number) return null;
  const after = start + number.length;
  if (tokens[after] !== "of" || !PRONOUNS.has(tokens[after + 1] ?? "")) return null;
  return { value: number.value, length: number.length + 2 };
}

/** "for both windows", "for the two windows", "for each of the three beds": how many a plural item is for. */
export function matchForCount(tokens: readonly string[], start: number): Matched<number> | null {
  if (tokens[start] !== "for") return null;
  if (tokens[start + 1] === "both") return { value: 2, length: 2 };
  let index = start + 1;
  if (tokens[index] === "each" && tokens[index + 1] === "of") index += 2;
  if (tokens[index] === "the") index += 1;
  const number = parseNumberAt(tokens, index);
  if (!number || number.value < 2) return null;
  return { value: number.value, length: index + number.length - start };
}

/** "three seater", "six seater": a sofa's size. */
export function matchSeater(tokens: readonly string[], start: number): Matched<string> | null {
  const number = parseNumberAt(tokens, start);
  if (!number) return null;
  const after = start + number.length;
  if (tokens[after] !== "seater") return null;
  return { value: [...tokens.slice(start, after), "seater"].join("-"), length: number.length + 1 };
}

/** "seats twelve", "seating ten": how many a table seats. */
export function matchSeats(tokens: readonly string[], start: number): Matched<number> | null {
  if (tokens[start] !== "seats" && tokens[start] !== "seating") return null;
  const number = parseNumberAt(tokens, start + 1);
  if (!number) return null;
  return { value: number.value, length: 1 + number.length };
}
