import type { BriefItem } from "./brief";
import { darken } from "./colour";
import type { Swatch } from "./palette";
import type { Paint } from "./scene-pieces";
import { hash } from "../seeded-random";
import { materialFill } from "./swatches";
import type { NamedMaterial } from "./vocabulary";

export type Painter = ReturnType<typeof createPainter>;

/** Paints items in their own colour or material; an item with neither borrows a palette colour. */
export function createPainter(palette: readonly Swatch[], wall: string) {
  let defs = "";
  const made = new Map<string, Paint>();
  const accents = palette.filter((swatch) => swatch.hex !== wall).map((swatch) => swatch.hex);

  const accent = (index: number): Paint => {
    const hex = accents[index % Math.max(1, accents.length)] ?? darken(wall, 0.4);
    return { fill: hex, tone: hex };
  };

  /** One pattern per material and tone, however many shapes it fills. */
  const material = (named: NamedMaterial, tone: string): Paint => {
    if (named.pattern === "plain") return { fill: tone, tone };
    const key = `${named.name}|${tone}`;
    const existing = made.get(key);
    if (existing) return existing;
    const fill = materialFill(named.pattern, tone, hash(key), `paint-${made.size}`);
    defs += fill.def;
    const paint = { fill: fill.fill, tone };
    made.set(key, paint);
    return paint;
  };

  const item = (entry: BriefItem | undefined, fallback: number): Paint => {
    if (entry?.material) return material(entry.material.material, entry.material.tone ?? entry.colour?.hex ?? accent(fallback).tone);
    if (entry?.colour) return { fill: entry.colour.hex, tone: entry.colour.hex };
    return accent(fallback);
  };

  /** The flat tone alone, for strokes: no pattern is made that nothing would fill. */
  const tone = (entry: BriefItem | undefined, fallback: number): Paint => {
    const hex = entry?.material?.tone ?? entry?.colour?.hex ?? accent(fallback).tone;
    return { fill: hex, tone: hex };
  };

  return { accent, material, item, tone, defs: () => defs };
}
