import colourData from "./colours.json" with { type: "json" };
import materialData from "./materials.json" with { type: "json" };
import { mix } from "./colour";

export type Pattern = keyof typeof materialData.patterns | "plain";

/** A colour as the designer said it ("deep emerald", "sage green"), and how it paints. */
export interface NamedColour {
  name: string;
  hex: string;
}

/** A material, how its swatch is drawn, and its own tone (null when the material is unknown). */
export interface NamedMaterial {
  name: string;
  pattern: Pattern;
  tone: string | null;
  /** Takes the item's colour ("emerald velvet") rather than keeping its own tone. */
  tinted: boolean;
}

export interface Match<T> {
  value: T;
  start: number;
  length: number;
}

/** Lower-case words; accents fold away ("bouclé" reads as "boucle") and hyphens split ("off-white"). */
export function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word.length > 0);
}

class PhraseTable<T> {
  private readonly entries = new Map<string, T>();
  private longest = 1;

  set(phrase: string, value: T): void {
    this.entries.set(phrase, value);
    this.longest = Math.max(this.longest, phrase.split(" ").length);
  }

  get(phrase: string): T | undefined {
    return this.entries.get(phrase);
  }

  /** The longest phrase starting at tokens[start]. */
  match(tokens: readonly string[], start: number): Match<T> | null {
    for (let length = Math.min(this.longest, tokens.length - start); length > 0; length -= 1) {
      const value = this.entries.get(tokens.slice(start, start + length).join(" "));
      if (value !== undefined) return { value, start, length };
    }
    return null;
  }
}

const patternOf = new Map<string, Pattern>();
for (const [pattern, names] of Object.entries(materialData.patterns)) {
  for (const name of names) patternOf.set(name, pattern as Pattern);
}
const tintedPatterns = new Set<string>(materialData.tinted);

export function describeMaterial(name: string): NamedMaterial {
  const pattern = patternOf.get(name) ?? "plain";
  const tones: Record<string, string> = colourData.materials;
  return { name, pattern, tone: tones[name] ?? null, tinted: tintedPatterns.has(pattern) };
}

const colourTable = new PhraseTable<NamedColour>();
const materialTable = new PhraseTable<NamedMaterial>();
for (const [name, hex] of Object.entries(colourData.colours)) colourTable.set(name, { name, hex });
for (const name of Object.keys(colourData.materials)) materialTable.set(name, describeMaterial(name));
for (const [alias, target] of Object.entries(colourData.aliases)) {
  for (const spelling of new Set([alias, words(alias).join(" ")])) {
    const colour = colourTable.get(target);
    const material = materialTable.get(target);
    if (colour && !colourTable.get(spelling)) colourTable.set(spelling, colour);
    if (material && !materialTable.get(spelling)) materialTable.set(spelling, material);
  }
}

const shades: Record<string, { toward: string; amount: number }> = colourData.shades;
const hues = new Set(colourData.hues);

export function colourHex(name: string): string | null {
  return colourTable.get(name)?.hex ?? null;
}

/**
 * The colour phrase at tokens[start]: an optional shade word, the colour, and a trailing plain hue
 * that only restates it ("sage green" is sage). Two plain hues together blend ("blue grey").
 */
export function colourAt(tokens: readonly string[], start: number): Match<NamedColour> | null {
  const direct = colourTable.match(tokens, start);
  const shade = shades[tokens[start] ?? ""];
  const shaded = shade ? colourTable.match(tokens, start + 1) : null;
  const useShade = shade !== undefined && shaded !== null && (direct === null || shaded.length + 1 > direct.length);
  const head = useShade ? shaded : direct;
  if (head === null) return null;

  let { name, hex } = head.value;
  let end = head.start + head.length;
  const trailing = colourTable.match(tokens, end);
  if (trailing && hues.has(trailing.value.name) && trailing.value.name !== name) {
    if (hues.has(name)) hex = mix(hex, trailing.value.hex, 0.5);
    name = `${name} ${trailing.value.name}`;
    end += trailing.length;
  }
  if (useShade && shade) {
    hex = mix(hex, shade.toward, shade.amount);
    name = `${tokens[start]} ${name}`;
  }
  return { value: { name, hex }, start, length: end - start };
}

export function materialAt(tokens: readonly string[], start: number): Match<NamedMaterial> | null {
  return materialTable.match(tokens, start);
}

/** Every colour in a phrase such as an item's colour field ("deep red and navy"). */
export function coloursIn(text: string): NamedColour[] {
  const tokens = words(text);
  const found: NamedColour[] = [];
  for (let index = 0; index < tokens.length; ) {
    const match = colourAt(tokens, index);
    if (match) found.push(match.value);
    index += match?.length ?? 1;
  }
  return found;
}

export function materialsIn(text: string): NamedMaterial[] {
  const tokens = words(text);
  const found: NamedMaterial[] = [];
  for (let index = 0; index < tokens.length; ) {
    const match = materialAt(tokens, index);
    if (match) found.push(match.value);
    index += match?.length ?? 1;
  }
  return found;
}
