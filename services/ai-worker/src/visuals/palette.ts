import type { DesignStyleOption } from "@atelier/contracts";
import type { Brief } from "./brief";
import { parseHex } from "./colour";
import stylePalettes from "./style-palettes.json" with { type: "json" };
import { colourHex } from "./vocabulary";

export interface Swatch {
  name: string;
  hex: string;
  /** named: said by the designer; material: the tone of a named material; style: a style's default. */
  source: "named" | "material" | "style";
}

export interface StyleDefaults {
  colours: string[];
  materials: string[];
  floor: string;
}

export const PALETTE_SIZE = 6;

/** Colours closer than this (RGB distance) read as the same swatch, so a fill-in skips them. */
const NEAR = 16;

const palettes: Record<string, StyleDefaults> = stylePalettes.styles;

/** The defaults of each chosen style, or the neutral default when none is chosen. */
export function styleDefaults(styles: readonly DesignStyleOption[]): StyleDefaults[] {
  const chosen = styles.map((style) => palettes[style]).filter((entry) => entry !== undefined);
  return chosen.length > 0 ? chosen : [palettes.default!];
}

/** Takes the i-th entry of every list in turn, so two styles share the fill-ins evenly. */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const result: T[] = [];
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) if (index < list.length) result.push(list[index]!);
  }
  return result;
}

function distance(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  return Math.hypot(x.r - y.r, x.g - y.g, x.b - y.b);
}

/**
 * Six swatches: the colours the designer named, then the own tones of named materials (oak, travertine),
 * then the styles' defaults, skipping any that repeat a swatch already there.
 */
export function buildPalette(brief: Brief): Swatch[] {
  const palette: Swatch[] = [];
  const add = (swatch: Swatch, strict: boolean) => {
    if (palette.length >= PALETTE_SIZE || palette.some((entry) => entry.name === swatch.name)) return;
    if (strict && palette.some((entry) => distance(entry.hex, swatch.hex) < NEAR)) return;
    palette.push(swatch);
  };
  for (const colour of brief.colours) add({ ...colour, source: "named" }, false);
  for (const { material, tone, tint } of brief.materials) {
    if (!material.tinted && tint === null && tone !== null) add({ name: material.name, hex: tone, source: "material" }, true);
  }
  const fillIns = interleave(styleDefaults(brief.styles).map((style) => style.colours));
  // A second, lenient pass in case near-repeats left the board short.
  for (const strict of [true, false]) {
    for (const name of fillIns) {
      const hex = colourHex(name);
      if (hex) add({ name, hex, source: "style" }, strict);
    }
  }
  return palette;
}
