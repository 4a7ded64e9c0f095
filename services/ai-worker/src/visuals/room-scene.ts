import type { Brief, BriefItem } from "./brief";
import { darken, lighten, luminance } from "./colour";
import type { Composition } from "./concept-board";
import { createPainter, type Painter } from "./painter";
import { styleDefaults, type Swatch } from "./palette";
import { pieceFor, type PieceKind } from "./pieces";
import { ceilingColour, floorPoint, points, shell, SHELL_DEFS, STAND, windowDressing, type Floor } from "./room-shell";
import * as piece from "./scene-pieces";
import { hash } from "../seeded-random";
import { oneLine, svgDocument, text, truncate } from "./svg";
import { describeMaterial } from "./vocabulary";

export const SCENE_SIZE = 1024;

type Anchor = "bed" | "sofa" | "dining table" | "cabinet";
const ANCHOR_WIDTH: Record<Anchor, number> = { bed: 380, sofa: 400, "dining table": 340, cabinet: 300 };
const STONY = ["marble", "stone", "terrazzo", "concrete"];

interface Group {
  kind: PieceKind;
  entries: BriefItem[];
  /** Pieces asked for; lengths of fabric ("6.5 meters" of curtain) count as one. */
  count: number;
  /** Where the group's first item sits in the request, so the prompt lists pieces in the designer's order. */
  order: number;
}

interface Zone {
  left: number;
  right: number;
  used: boolean;
}

/** What the layout has placed so far, and where small things can still go. */
interface Scene {
  groups: Map<PieceKind, Group>;
  paint: Painter;
  drawn: Map<PieceKind, number>;
  surfaces: Array<{ left: number; right: number; y: number }>;
  palette: readonly Swatch[];
  seed: number;
  anchor: Anchor | null;
  anchorLeft: number;
  anchorRight: number;
  /** Either side of the anchor, against the back wall. */
  zones: { left: Zone; right: Zone };
  corners: { left: { x: number; used: boolean }; right: { x: number; used: boolean } };
  mirror: boolean;
}

function groupItems(brief: Brief): Map<PieceKind, Group> {
  const groups = new Map<PieceKind, Group>();
  brief.items.forEach((entry, order) => {
    const kind = pieceFor(entry.item);
    if (!kind) return;
    const group = groups.get(kind) ?? { kind, entries: [], count: 0, order };
    group.entries.push(entry);
    group.count += entry.item.unit === "meters" ? 1 : Math.max(1, Math.round(entry.item.quantity));
    groups.set(kind, group);
  });
  return groups;
}

/** Claims up to `most` pieces of a kind for drawing, and records them for the prompt. */
function take(scene: Scene, kind: PieceKind, most: number): { group: Group; count: number; first: BriefItem | undefined } | null {
  const group = scene.groups.get(kind);
  if (!group || scene.drawn.has(kind)) return null;
  const count = Math.min(group.count, most);
  scene.drawn.set(kind, count);
  return { group, count, first: group.entries[0] };
}

const centre = (zone: { left: number; right: number }) => (zone.left + zone.right) / 2;

function dressing(scene: Scene): string {
  const curtains = take(scene, "curtains", 1);
  if (!curtains) return "";
  const blind = curtains.group.entries.some((entry) => /\bblinds?\b/i.test(entry.item.name));
  return windowDressing(scene.paint.item(curtains.first, 2), blind);
}

/** Art centred over the anchor, sconces either side, a mirror further right if there is room. */
function wallDecor(scene: Scene): string {
  const top = scene.anchor === "bed" ? 258 : 280;
  let body = "";
  let left = 512;
  let right = 512;
  const art = take(scene, "art", 2);
  if (art) {
    const size = art.count === 1 ? { width: 200, height: 150 } : { width: 130, height: 166 };
    const total = art.count * size.width + (art.count - 1) * 24;
    left = 512 - total / 2;
    right = 512 + total / 2;
    const framed = art.group.entries.find((entry) => entry.material || entry.colour);
    const frame = framed ? scene.paint.item(framed, 0) : { fill: "#2b2724", tone: "#2b2724" };
    const colours = scene.palette.map((swatch) => swatch.hex);
    for (let index = 0; index < art.count; index += 1) {
      body += piece.artwork(left + index * (size.width + 24), top, size.width, size.height, frame, colours, scene.seed + index);
    }
  }
  let taken = right;
  const sconces = take(scene, "sconce", 2);
  if (sconces) {
    const xs = art ? [left - 36, right + 36] : [380, 644];
    const light = scene.paint.item(sconces.first, 1);
    for (const x of xs.slice(2 - sconces.count)) body += piece.sconce(x, top + 120, light);
    taken = xs[1]! + 16;
  }
  const mirrorX = Math.max(744, taken + 70);
  if (scene.groups.has("mirror") && mirrorX <= 768) {
    const mirror = take(scene, "mirror", 1)!;
    scene.mirror = true;
    body += piece.mirror(mirrorX, 372, 52, scene.paint.tone(mirror.first, 3));
  }
  return body;
}

function rug(scene: Scene): string {
  const rug = take(scene, "rug", 1);
  if (!rug) return "";
  const paint = scene.paint.item(rug.first, 1);
  const [near, far] = scene.anchor === "bed" ? [0.06, 0.62] : scene.anchor === "dining table" ? [0.12, 0.72] : [0.14, 0.78];
  const outline = points([floorPoint(350, near), floorPoint(674, near), floorPoint(674, far), floorPoint(350, far)]);
  const border = points([floorPoint(366, near + 0.04), floorPoint(658, near + 0.04), floorPoint(658, far - 0.05), floorPoint(366, far - 0.05)]);
  const line = luminance(paint.tone) > 0.4 ? darken(paint.tone, 0.2) : lighten(paint.tone, 0.3);
  return (
    `<polygon points="${outline}" fill="${paint.fill}"/><polygon points="${outline}" fill="#000000" fill-opacity="0.05"/>` +
    `<polygon points="${border}" fill="none" stroke="${line}" stroke-width="3"/>`
  );
}

function cushionsOn(scene: Scene, anchor: "bed" | "sofa"): string {
  const cushions = take(scene, "cushions", 4);
  if (!cushions) return "";
  const y = anchor === "bed" ? STAND - 142 : STAND - 100;
  const spacing = anchor === "bed" ? 62 : 74;
  const first = 512 - ((cushions.count - 1) * spacing) / 2;
  let body = "";
  for (let index = 0; index < cushions.count; index += 1) {
    const entry = cushions.group.entries[index % cushions.group.entries.length];
    body += piece.cushion(first + index * spacing, y, 58, scene.paint.item(entry, index + 1), index % 2 ? 5 : -5);
  }
  return body;
}

/** Chairs behind the table are drawn before it, so the table hides their seats; side chairs after. */
function diningSet(scene: Scene): { behind: string; front: string } {
  const chairs = take(scene, "chair", 4);
  const paint = chairs ? scene.paint.item(chairs.first, 4) : null;
  let behind = "";
  let front = "";
  if (paint && chairs) {
    if (chairs.count > 2) for (const x of chairs.count > 3 ? [452, 572] : [512]) behind += piece.chair(x, 742, paint);
    for (const x of chairs.count > 1 ? [scene.anchorLeft - 36, scene.anchorRight + 36] : [scene.anchorRight + 36]) front += piece.chair(x, 820, paint);
  }
  const table = take(scene, "dining table", 1)!;
  const drawn = piece.diningTable(512, 800, scene.anchorRight - scene.anchorLeft, scene.paint.item(table.first, 0));
  scene.surfaces.push({ left: scene.anchorLeft + 60, right: scene.anchorRight - 60, y: drawn.top });
  return { behind, front: drawn.svg + front };
}

/** Against the back wall: the anchor, with side tables, a cabinet or a floor lamp either side. */
function backRow(scene: Scene): string {
  const { paint, zones } = scene;
  let body = "";
  if (scene.anchor === "dining table") {
    const sideboard = take(scene, "cabinet", 1);
    if (sideboard) {
      const drawn = piece.cabinet(512, STAND, 300, 110, paint.item(sideboard.first, 4));
      body += drawn.svg;
      scene.surfaces.push({ left: 380, right: 644, y: drawn.top });
    }
  }
  const sideTables = take(scene, "side table", 2);
  if (sideTables) {
    const tablePaint = paint.item(sideTables.first, 3);
    for (const zone of sideTables.count === 2 ? [zones.left, zones.right] : [zones.right]) {
      zone.used = true;
      const drawn = piece.sideTable(centre(zone), STAND, tablePaint);
      body += drawn.svg;
      scene.surfaces.push({ left: centre(zone) - 40, right: centre(zone) + 40, y: drawn.top });
    }
  }
  const free = !zones.right.used ? zones.right : !zones.left.used ? zones.left : null;
  if (scene.anchor !== "cabinet" && free) {
    const cabinet = take(scene, "cabinet", 1);
    if (cabinet) {
      free.used = true;
      const width = Math.min(free.right - free.left - 8, 200);
      const drawn = piece.cabinet(centre(free), STAND, width, 150, paint.item(cabinet.first, 4));
      body += drawn.svg;
      scene.surfaces.push({ left: centre(free) - width / 2 + 10, right: centre(free) + width / 2 - 10, y: drawn.top });
    }
  }

  if (scene.anchor && scene.anchor !== "dining table") {
    const anchor = take(scene, scene.anchor, 1)!;
    const anchorPaint = paint.item(anchor.first, 0);
    if (scene.anchor === "bed") {
      const bedding = scene.groups.get("cushions")?.entries.find((entry) => entry.colour || entry.material);
      body += piece.bed(512, STAND, ANCHOR_WIDTH.bed, anchorPaint, "#f6f3ec", bedding ? paint.item(bedding, 1) : null) + cushionsOn(scene, "bed");
    } else if (scene.anchor === "sofa") {
      body += piece.sofa(512, STAND, ANCHOR_WIDTH.sofa, anchorPaint) + cushionsOn(scene, "sofa");
    } else {
      const drawn = piece.cabinet(512, STAND, ANCHOR_WIDTH.cabinet, 120, anchorPaint);
      body += drawn.svg;
      scene.surfaces.push({ left: 380, right: 644, y: drawn.top });
    }
  }

  const lamp = take(scene, "floor lamp", 1);
  if (lamp) {
    const lampPaint = paint.item(lamp.first, 5);
    if (!zones.left.used) {
      zones.left.used = true;
      body += piece.floorLamp(centre(zones.left), STAND + 4, lampPaint);
    } else {
      scene.corners.left.used = true;
      body += piece.floorLamp(scene.corners.left.x, 800, lampPaint);
    }
  }
  const corner = !scene.corners.right.used ? scene.corners.right : !scene.corners.left.used ? scene.corners.left : null;
  const plant = corner ? take(scene, "plant", 1) : null;
  if (corner && plant) {
    corner.used = true;
    body += piece.plant(corner.x, 820, paint.item(plant.first, 3), scene.seed);
  }
  return body;
}

/** Pendants over the table, the room's centre, or the bedside tables when they have no lamps. */
function pendants(scene: Scene): string {
  const pendants = take(scene, "pendant", 3);
  if (!pendants) return "";
  const name = pendants.first?.item.name.toLowerCase() ?? "";
  const shape: piece.PendantShape = name.includes("chandelier") ? "chandelier" : pendants.first?.material?.material.pattern === "glass" ? "globe" : "dome";
  const bedside = scene.anchor === "bed" && pendants.count === 2 && !scene.mirror && !scene.drawn.has("table lamp") && scene.zones.left.used && scene.zones.right.used;
  const xs = bedside ? [centre(scene.zones.left), centre(scene.zones.right)] : [[512], [432, 592], [402, 512, 622]][pendants.count - 1]!;
  const drop = scene.anchor === "dining table" || bedside ? 330 : 236;
  const paint = scene.paint.item(pendants.first, 2);
  return xs.map((x) => piece.pendant(x, drop, paint, shape)).join("");
}

/** Small things go on the first surface with room, left to right; a lamp to each surface. */
function onSurfaces(scene: Scene, kind: "table lamp" | "vase" | "sculpture"): string {
  const group = scene.groups.get(kind);
  if (!group) return "";
  const width = kind === "table lamp" ? 70 : 60;
  const wanted = Math.min(group.count, kind === "table lamp" ? 2 : 3);
  let body = "";
  let placed = 0;
  for (const surface of scene.surfaces) {
    while (placed < wanted && surface.right - surface.left >= width) {
      const x = surface.left + width / 2;
      const paint = scene.paint.item(group.entries[placed % group.entries.length], placed + 2);
      body += kind === "table lamp" ? piece.tableLamp(x, surface.y, paint) : kind === "vase" ? piece.vase(x, surface.y, paint, placed + scene.seed) : piece.sculpture(x, surface.y, paint);
      surface.left += width;
      placed += 1;
      if (kind === "table lamp") break;
    }
  }
  if (placed > 0) scene.drawn.set(kind, placed);
  return body;
}

/** In front: a bench at the foot of the bed, the coffee table, armchairs and a chair, nearest the viewer. */
function frontRow(scene: Scene): string {
  const { paint } = scene;
  let body = "";
  if (scene.anchor === "bed") {
    const bench = take(scene, "ottoman", 1);
    if (bench) body += piece.ottoman(512, 800, 300, paint.item(bench.first, 2));
  } else if (scene.anchor !== "dining table") {
    const table = take(scene, "coffee table", 1);
    if (table) {
      const plinth = STONY.includes(table.first?.material?.material.pattern ?? "");
      const drawn = piece.coffeeTable(512, 880, 300, paint.item(table.first, 3), plinth);
      body += drawn.svg;
      scene.surfaces.push({ left: 400, right: 624, y: drawn.top });
    }
  }
  body += onSurfaces(scene, "vase") + onSurfaces(scene, "sculpture");

  const front = { left: false, right: false };
  const armchairs = take(scene, "armchair", 2);
  if (armchairs) {
    const chairPaint = paint.item(armchairs.first, 1);
    for (const x of armchairs.count === 2 ? [168, 856] : [168]) {
      front[x < 512 ? "left" : "right"] = true;
      body += piece.armchair(x, 1000, 230, chairPaint);
    }
    const cushions = take(scene, "cushions", armchairs.count);
    cushions?.group.entries.slice(0, cushions.count).forEach((entry, index) => {
      body += piece.cushion(index === 0 ? 168 : 856, 915, 62, paint.item(entry, index + 1), index % 2 ? 6 : -6);
    });
  }
  const side = !front.right ? 856 : !front.left ? 168 : null;
  const chair = side !== null ? take(scene, "chair", 1) : null;
  if (chair && side !== null) {
    front[side < 512 ? "left" : "right"] = true;
    body += piece.chair(side, 990, paint.item(chair.first, 4));
  }
  const ottoman = take(scene, "ottoman", 1);
  if (ottoman) body += piece.ottoman(front.left ? 512 : 190, front.left ? 990 : 985, 160, paint.item(ottoman.first, 2));
  return body;
}

function caption(brief: Brief, wall: string): string {
  const ink = luminance(ceilingColour(wall)) > 0.4 ? "#3b3632" : "#f4f0ea";
  const styles = brief.styles.join(" · ");
  return (
    text(48, 48, truncate(brief.room.toUpperCase(), 15, 560), { size: 15, fill: ink, spacing: 3, weight: "bold" }) +
    text(48, 70, truncate(`${styles ? `${styles} — ` : ""}illustrative concept`, 12, 560), { size: 12, fill: ink, opacity: 0.75 })
  );
}

function scenePrompt(brief: Brief, wall: string, floor: string, scene: Scene): string {
  const shown = [...scene.drawn.entries()]
    .map(([kind, count]) => ({ group: scene.groups.get(kind)!, count }))
    .sort((a, b) => a.group.order - b.group.order)
    .map(({ group, count }) => {
      const name = oneLine(group.entries[0]!.item.name).toLowerCase() || group.kind;
      return count > 1 ? `${count} × ${name}` : name;
    });
  const styles = brief.styles.length > 0 ? ` — ${brief.styles.join(", ")}` : "";
  return `Illustrated room scene of ${brief.room}${styles}: ${wall} walls, ${floor} floor; ${shown.length > 0 ? shown.join(", ") : "an empty room"}`;
}

/** The room: walls in the named or lightest palette colour, the named or style's floor, and the items as simple pieces. */
export function composeScene(brief: Brief, palette: readonly Swatch[]): Composition {
  const lightest = [...palette].sort((a, b) => luminance(b.hex) - luminance(a.hex))[0]!;
  const wall = brief.wall ?? lightest;
  const floorMaterial = brief.floor ? brief.floor.material : describeMaterial(styleDefaults(brief.styles)[0]!.floor);
  const floorTone = brief.floor?.hex ?? floorMaterial?.tone ?? lightest.hex;
  const floor: Floor = floorMaterial ? { material: floorMaterial, tone: floorTone } : { colour: floorTone };
  const floorName = brief.floor?.name ?? floorMaterial?.name ?? "";
  const groups = groupItems(brief);
  const anchor = (["bed", "sofa", "dining table", "cabinet"] as const).find((kind) => groups.has(kind)) ?? null;
  const half = anchor ? ANCHOR_WIDTH[anchor] / 2 : 0;
  const scene: Scene = {
    groups,
    paint: createPainter(palette, wall.hex),
    drawn: new Map(),
    surfaces: [],
    palette,
    seed: hash([brief.room, brief.styles.join(","), ...brief.items.map(({ item }) => [item.name, item.quantity, item.unit, item.color, item.material].join("|"))].join("\n")),
    anchor,
    anchorLeft: 512 - half,
    anchorRight: 512 + half,
    zones: {
      left: { left: 206, right: anchor ? 512 - half - 8 : 420, used: false },
      right: { left: anchor ? 512 + half + 8 : 604, right: 818, used: false },
    },
    corners: { left: { x: 112, used: false }, right: { x: 912, used: false } },
    mirror: false,
  };

  // Painted back to front; each step claims its pieces, so the order also settles who gets a contested spot.
  let body = shell(wall.hex, floor, scene.paint) + dressing(scene) + wallDecor(scene) + rug(scene) + backRow(scene);
  const dining = anchor === "dining table" ? diningSet(scene) : null;
  body += (dining?.behind ?? "") + onSurfaces(scene, "table lamp") + pendants(scene) + (dining?.front ?? "") + frontRow(scene);
  body += caption(brief, wall.hex);

  return {
    svg: svgDocument(SCENE_SIZE, SCENE_SIZE, piece.PIECE_DEFS + SHELL_DEFS + scene.paint.defs(), body),
    prompt: scenePrompt(brief, wall.name, floorName, scene),
    tags: [...new Set(["room-scene", ...brief.styles, wall.name, floorName, ...palette.map((swatch) => swatch.name)])],
  };
}
