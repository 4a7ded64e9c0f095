import type { DesignStyleOption } from "@atelier/contracts";
import type { ConceptRequest } from "../providers/types";
import { oneLine } from "./svg";
import { colourAt, coloursIn, describeMaterial, materialAt, materialsIn, words, type NamedColour, type NamedMaterial } from "./vocabulary";

export type RequestItem = ConceptRequest["items"][number];

/** A material as this room uses it: its tone is the colour it was given, else its own. */
export interface MaterialUse {
  material: NamedMaterial;
  /** Null for an unknown material nobody gave a colour: the palette lends it one. */
  tone: string | null;
  tint: NamedColour | null;
}

export interface BriefItem {
  item: RequestItem;
  colour: NamedColour | null;
  material: MaterialUse | null;
}

/** A wall or floor as described: "sage walls", "dark walnut floors" (walnut boards, darkened). */
export interface Surface {
  name: string;
  hex: string;
  material: NamedMaterial | null;
}

/** What the request says, read once: the words a palette, a board and a scene are drawn from. */
export interface Brief {
  room: string;
  styles: DesignStyleOption[];
  /** Colours named in the description and the items, first mention first. */
  colours: NamedColour[];
  materials: MaterialUse[];
  items: BriefItem[];
  wall: Surface | null;
  floor: Surface | null;
}

const WALL_WORDS = new Set(["wall", "walls", "paint", "paintwork", "panelling", "paneling", "wallpaper"]);
const FLOOR_WORDS = new Set(["floor", "floors", "flooring", "floorboards", "parquet", "boards"]);
/** Words allowed between a surface and its colour: "walls painted in sage", "floors are oak". */
const SURFACE_LINKS = new Set(["in", "painted", "paint", "are", "is", "a", "an", "the", "finished", "done", "with", "will", "be"]);

interface Mention {
  colour: NamedColour | null;
  material: NamedMaterial | null;
  /** The colour a longer colour phrase gives the material it ends in ("dark walnut"). */
  tint: NamedColour | null;
  start: number;
  end: number;
}

function mentionsIn(tokens: readonly string[]): Mention[] {
  const mentions: Mention[] = [];
  for (let index = 0; index < tokens.length; ) {
    const colour = colourAt(tokens, index);
    const material = materialAt(tokens, index);
    const length = Math.max(colour?.length ?? 0, material?.length ?? 0);
    if (length === 0) {
      index += 1;
      continue;
    }
    // "white oak" is a wood, not white; "brass" and "oak" are both a colour and a material;
    // "dark walnut" is a colour that still names its wood.
    const end = index + length;
    let named = material?.length === length ? material.value : null;
    for (let inner = index + 1; named === null && inner < end; inner += 1) {
      const tail = materialAt(tokens, inner);
      if (tail && inner + tail.length === end) named = tail.value;
    }
    const whole = colour?.length === length ? colour.value : null;
    const tint = named !== null && material?.length !== length ? whole : null;
    mentions.push({ colour: whole, material: named, tint, start: index, end });
    index = end;
  }
  return mentions;
}

function surfaceOf(mention: Mention): Surface | null {
  const material = mention.material?.tone ? mention.material : null;
  const name = mention.tint?.name ?? material?.name ?? mention.colour?.name;
  const hex = mention.tint?.hex ?? material?.tone ?? mention.colour?.hex;
  return name && hex ? { name, hex, material } : null;
}

/** "sage walls", "walls in sage", "oak floors": the surface word sits just after, or a few linking words before. */
function findSurface(tokens: readonly string[], mentions: readonly Mention[], surfaceWords: Set<string>): Surface | null {
  const starts = new Set(mentions.map((mention) => mention.start));
  for (const mention of mentions) {
    // One word may sit between ("oak plank floors"), but not another colour or material.
    for (let index = mention.end; index < mention.end + 2 && !starts.has(index); index += 1) {
      if (surfaceWords.has(tokens[index] ?? "")) return surfaceOf(mention);
    }
    for (let index = mention.start - 1; index >= Math.max(0, mention.start - 4); index -= 1) {
      const word = tokens[index]!;
      if (surfaceWords.has(word)) return surfaceOf(mention);
      if (!SURFACE_LINKS.has(word)) break;
    }
  }
  return null;
}

function pushUnique<T extends { name: string }>(list: T[], value: T): void {
  if (!list.some((entry) => entry.name === value.name)) list.push(value);
}

export function readBrief(request: ConceptRequest): Brief {
  // Punctuation ends a description: in "a sofa against the wall, sage cushions" the sage is not the wall's.
  const clauses = request.roomDescription.split(/[,.;:!?()\n]+/).map((clause) => {
    const tokens = words(clause);
    return { tokens, mentions: mentionsIn(tokens) };
  });

  const colours: NamedColour[] = [];
  const materials: NamedMaterial[] = [];
  const tints = new Map<string, NamedColour>();
  for (const { mentions } of clauses) {
    mentions.forEach((mention, index) => {
      if (mention.colour) pushUnique(colours, mention.colour);
      if (mention.material) pushUnique(materials, mention.material);
      const previous = mentions[index - 1];
      const tint = mention.tint ?? (previous?.end === mention.start ? previous.colour : null);
      if (mention.material && tint && !tints.has(mention.material.name)) tints.set(mention.material.name, tint);
    });
  }
  const surface = (surfaceWords: Set<string>) =>
    clauses.reduce<Surface | null>((found, clause) => found ?? findSurface(clause.tokens, clause.mentions, surfaceWords), null);

  const items = request.items.map((item) => {
    const named = item.color ? coloursIn(item.color) : [];
    named.forEach((found) => pushUnique(colours, found));
    const colour = named[0] ?? null;
    const materialText = oneLine(item.material ?? "").toLowerCase();
    const known = materialsIn(materialText);
    const material = known[0] ?? (materialText ? describeMaterial(materialText) : null);
    for (const found of known.length > 0 ? known : material ? [material] : []) pushUnique(materials, found);
    if (material && colour && !tints.has(material.name)) tints.set(material.name, colour);
    return { item, colour, material };
  });

  return {
    room: oneLine(request.roomName) || "Room",
    styles: [...new Set(request.styles)],
    colours,
    materials: materials.map((material) => used(material, tints.get(material.name) ?? null)),
    // An item's own colour tints its own material, whatever colour other mentions gave that material.
    items: items.map(({ item, colour, material }) => ({
      item,
      colour,
      // A colour the item names but nobody knows ("vermilion") is not replaced by another item's.
      material: material ? used(material, colour ?? (item.color?.trim() ? null : (tints.get(material.name) ?? null))) : null,
    })),
    wall: surface(WALL_WORDS),
    floor: surface(FLOOR_WORDS),
  };
}

/** A colour given to a material wins over its own tone: black steel, white lacquer, emerald velvet. */
function used(material: NamedMaterial, tint: NamedColour | null): MaterialUse {
  return { material, tone: tint?.hex ?? material.tone, tint };
}
