import type { Brief, BriefItem } from "./brief";
import { darken } from "./colour";
import { interleave, styleDefaults, type Swatch } from "./palette";
import { hash } from "../seeded-random";
import { escapeXml, FONT, n, oneLine, svgDocument, text, textWidth, truncate } from "./svg";
import { drawSwatch, SWATCH_SIZE } from "./swatches";
import { describeMaterial, type NamedMaterial } from "./vocabulary";

export const BOARD_SIZE = 1024;

const PAPER = "#f6f3ee";
const INK = "#2b2724";
const MUTED = "#8a8178";
const RULE = "#ddd5ca";
const LEFT = 64;
const CONTENT_WIDTH = BOARD_SIZE - 2 * LEFT;
const GAP = 16;

const PALETTE_TOP = 268;
const PALETTE_HEIGHT = 150;
const MATERIAL_TOP = 528;
const MATERIAL_SIZE = 160;
const MATERIAL_GAP = 24;
const MAX_MATERIALS = 5;
const ITEMS_TOP = 816;
const ITEM_LINE = 24;
const ITEM_ROWS = 7;
const ITEM_COLUMNS = 2;

/** Where palette swatch `index` of `count` is painted, flat, so it can be read back from the image. */
export function paletteSwatchBox(index: number, count: number): { x: number; y: number; width: number; height: number } {
  const width = (CONTENT_WIDTH - (count - 1) * GAP) / count;
  return { x: LEFT + index * (width + GAP), y: PALETTE_TOP, width, height: PALETTE_HEIGHT };
}

interface BoardMaterial {
  material: NamedMaterial;
  tone: string;
  caption: string;
}

/** The named materials; with none named, the styles' suggestions, so the board never shows an empty row. */
function boardMaterials(brief: Brief, palette: readonly Swatch[]): { materials: BoardMaterial[]; suggested: boolean } {
  const accent = (index: number) => palette[(index + 1) % palette.length]!.hex;
  if (brief.materials.length > 0) {
    const materials = brief.materials.slice(0, MAX_MATERIALS).map(({ material, tone, tint }, index) => ({
      material,
      tone: tone ?? accent(index),
      caption: tint ? tint.name : material.pattern === "plain" ? "" : material.pattern,
    }));
    return { materials, suggested: false };
  }
  const names = [...new Set(interleave(styleDefaults(brief.styles).map((style) => style.materials)))].slice(0, 4);
  const materials = names.map((name, index) => {
    const material = describeMaterial(name);
    return { material, tone: material.tinted || material.tone === null ? accent(index) : material.tone, caption: "suggested" };
  });
  return { materials, suggested: true };
}

function quantity(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

function itemDot(entry: BriefItem): string | null {
  return entry.colour?.hex ?? entry.material?.tone ?? null;
}

function header(brief: Brief): string {
  let size = 52;
  while (size > 34 && textWidth(brief.room, size) > CONTENT_WIDTH) size -= 2;
  const title = truncate(brief.room, size, CONTENT_WIDTH);
  const styles = brief.styles.join("  ·  ").toUpperCase();
  return (
    text(LEFT, 96, "CONCEPT BOARD", { size: 13, fill: MUTED, spacing: 3 }) +
    text(LEFT, 160, title, { size, fill: INK, weight: "bold" }) +
    (styles ? text(LEFT, 198, truncate(styles, 16, CONTENT_WIDTH), { size: 16, fill: "#6d655d", spacing: 2 }) : "") +
    `<rect x="${LEFT}" y="222" width="${CONTENT_WIDTH}" height="1" fill="${RULE}"/>`
  );
}

function paletteSection(palette: readonly Swatch[]): string {
  let body = text(LEFT, PALETTE_TOP - 16, "PALETTE", { size: 13, fill: MUTED, spacing: 3 });
  palette.forEach((swatch, index) => {
    const box = paletteSwatchBox(index, palette.length);
    body += `<rect x="${n(box.x)}" y="${box.y}" width="${n(box.width)}" height="${box.height}" fill="${swatch.hex}"/>`;
    body += `<rect x="${n(box.x)}" y="${box.y + box.height - 1}" width="${n(box.width)}" height="1" fill="${darken(swatch.hex, 0.15)}"/>`;
    body += text(box.x, box.y + box.height + 24, truncate(swatch.name, 14, box.width), { size: 14, fill: INK });
    body += text(box.x, box.y + box.height + 44, swatch.hex.toUpperCase(), { size: 12, fill: MUTED, spacing: 1 });
  });
  return body;
}

function materialSection(brief: Brief, palette: readonly Swatch[]): { defs: string; body: string; shown: BoardMaterial[]; suggested: boolean } {
  const { materials, suggested } = boardMaterials(brief, palette);
  const heading = suggested ? `MATERIALS  ·  SUGGESTED FOR ${brief.styles.length > 0 ? brief.styles.join(", ").toUpperCase() : "THE ROOM"}` : "MATERIALS";
  let defs = "";
  let body = text(LEFT, MATERIAL_TOP - 16, truncate(heading, 13, CONTENT_WIDTH), { size: 13, fill: MUTED, spacing: 3 });
  materials.forEach(({ material, tone, caption }, index) => {
    const x = LEFT + index * (MATERIAL_SIZE + MATERIAL_GAP);
    const drawing = drawSwatch(material.pattern, tone, hash(`${material.name}|${tone}`), `material-${index}`);
    defs += drawing.defs;
    body += `<svg x="${x}" y="${MATERIAL_TOP}" width="${MATERIAL_SIZE}" height="${MATERIAL_SIZE}" viewBox="0 0 ${SWATCH_SIZE} ${SWATCH_SIZE}">${drawing.body}</svg>`;
    body += `<rect x="${x}" y="${MATERIAL_TOP}" width="${MATERIAL_SIZE}" height="${MATERIAL_SIZE}" fill="none" stroke="${RULE}"/>`;
    body += text(x, MATERIAL_TOP + MATERIAL_SIZE + 24, truncate(material.name, 14, MATERIAL_SIZE), { size: 14, fill: INK });
    if (caption) body += text(x, MATERIAL_TOP + MATERIAL_SIZE + 44, truncate(caption, 12, MATERIAL_SIZE), { size: 12, fill: MUTED });
  });
  return { defs, body, shown: materials, suggested };
}

function itemSection(brief: Brief): string {
  const count = brief.items.length;
  let body = text(LEFT, ITEMS_TOP - 22, `ITEMS  ·  ${count}`, { size: 13, fill: MUTED, spacing: 3 });
  if (count === 0) return body + text(LEFT, ITEMS_TOP + 8, "No items listed yet", { size: 15, fill: MUTED });

  const capacity = ITEM_ROWS * ITEM_COLUMNS;
  const shown = count > capacity ? brief.items.slice(0, capacity - 1) : brief.items;
  const columnWidth = (CONTENT_WIDTH - 2 * GAP) / ITEM_COLUMNS;
  const slot = (index: number) => ({ x: LEFT + Math.floor(index / ITEM_ROWS) * (columnWidth + 2 * GAP), y: ITEMS_TOP + (index % ITEM_ROWS) * ITEM_LINE });

  shown.forEach((entry, index) => {
    const { x, y } = slot(index);
    const dot = itemDot(entry);
    body += dot
      ? `<circle cx="${x + 6}" cy="${y - 5}" r="6" fill="${dot}" stroke="${darken(dot, 0.2)}"/>`
      : `<circle cx="${x + 6}" cy="${y - 5}" r="5.5" fill="none" stroke="#bfb6aa" stroke-width="1.2"/>`;
    const amount = `${quantity(entry.item.quantity)} ${entry.item.unit}`;
    body += text(x + 22, y, truncate(amount, 13, 96), { size: 13, fill: MUTED });
    const details = [entry.item.color, entry.item.material].map((value) => oneLine(value ?? "")).filter(Boolean).join(", ");
    const name = oneLine(entry.item.name) || "Item";
    const room = columnWidth - 124;
    const nameText = truncate(name, 15, details ? Math.max(room * 0.6, room - textWidth(details, 13) - 16) : room);
    const detailText = details ? truncate(details, 13, room - textWidth(nameText, 15) - 12) : "";
    body += `<text x="${x + 124}" y="${y}" font-family="${FONT}" font-size="15" fill="${INK}">${escapeXml(nameText)}${
      detailText ? `<tspan font-size="13" fill="${MUTED}" dx="10">${escapeXml(detailText)}</tspan>` : ""
    }</text>`;
  });
  if (count > shown.length) {
    const { x, y } = slot(shown.length);
    body += text(x + 22, y, `+${count - shown.length} more`, { size: 14, fill: MUTED, weight: "bold" });
  }
  return body;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

export interface Composition {
  svg: string;
  prompt: string;
  tags: string[];
}

export function composeBoard(brief: Brief, palette: readonly Swatch[]): Composition {
  const materials = materialSection(brief, palette);
  const body =
    `<rect width="${BOARD_SIZE}" height="${BOARD_SIZE}" fill="${PAPER}"/>` +
    `<rect x="28" y="28" width="${BOARD_SIZE - 56}" height="${BOARD_SIZE - 56}" fill="none" stroke="${RULE}"/>` +
    header(brief) +
    paletteSection(palette) +
    materials.body +
    itemSection(brief) +
    text(BOARD_SIZE - LEFT, BOARD_SIZE - 44, "Illustrative concept · rendered offline", { size: 11, fill: MUTED, anchor: "end" });

  const names = materials.shown.map(({ material }) => material.name);
  const styles = brief.styles.length > 0 ? ` — ${brief.styles.join(", ")}` : "";
  const materialPart = names.length === 0 ? "" : materials.suggested ? `; suggested materials ${names.join(", ")}` : `; ${names.join(", ")}`;
  const prompt = `Concept board for ${brief.room}${styles}: ${palette.map((swatch) => swatch.name).join(", ")}${materialPart}; ${plural(brief.items.length, "item")}`;
  const tags = [...new Set(["concept-board", ...brief.styles, ...palette.map((swatch) => swatch.name), ...(materials.suggested ? [] : names)])];
  return { svg: svgDocument(BOARD_SIZE, BOARD_SIZE, materials.defs, body), prompt, tags };
}
