import type { RequestItem } from "./brief";
import pieceData from "./pieces.json" with { type: "json" };
import { words } from "./vocabulary";

export type PieceKind = keyof typeof pieceData.pieces;

/** Enough English plurals for item names: "cushions", "benches", "boxes", "accessories". */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

const phrases = Object.entries(pieceData.pieces).flatMap(([kind, names]) =>
  names.map((name) => ({ kind: kind as PieceKind, words: words(name).map(singular) })),
);
const byCategory: Record<string, PieceKind> = pieceData.byCategory as Record<string, PieceKind>;

/** The shape that stands for an item: the longest phrase in its name, the later one on a tie, else its category's. */
export function pieceFor(item: Pick<RequestItem, "name" | "category">): PieceKind | null {
  const tokens = words(item.name).map(singular);
  let best: { kind: PieceKind; length: number; start: number } | null = null;
  for (const phrase of phrases) {
    for (let start = 0; start + phrase.words.length <= tokens.length; start += 1) {
      if (!phrase.words.every((word, offset) => tokens[start + offset] === word)) continue;
      const length = phrase.words.length;
      if (!best || length > best.length || (length === best.length && start > best.start)) best = { kind: phrase.kind, length, start };
    }
  }
  return best?.kind ?? (item.category ? (byCategory[item.category] ?? null) : null);
}
