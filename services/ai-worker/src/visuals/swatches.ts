import { darken, lighten, luminance, mix } from "./colour";
import { random } from "../seeded-random";
import { n } from "./svg";
import type { Pattern } from "./vocabulary";

/** Swatches are drawn in a 200 × 200 box and scaled to wherever they are shown. */
export const SWATCH_SIZE = 200;
const S = SWATCH_SIZE;

export interface Drawing {
  defs: string;
  body: string;
}

type Draw = (tone: string, next: () => number, id: string) => Drawing;

const between = (next: () => number, low: number, high: number) => low + (high - low) * next();

function gradient(id: string, stops: Array<[number, string, number?]>, x2 = 1, y2 = 1): string {
  const body = stops
    .map(([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`)
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`;
}

function base(tone: string): string {
  return `<rect width="${S}" height="${S}" fill="${tone}"/>`;
}

/**
 * Many small marks batched into one path per colour and opacity: librsvg's cost grows with the number of
 * elements, and a pattern is redrawn for every shape it fills.
 */
class Batch {
  private readonly paths = new Map<string, string>();

  add(paint: string, d: string): void {
    this.paths.set(paint, (this.paths.get(paint) ?? "") + d);
  }

  toString(): string {
    return [...this.paths].map(([paint, d]) => `<path d="${d}" ${paint}/>`).join("");
  }
}

/** Opacity in a few steps, so marks share paths. */
const step = (value: number) => Math.round(value * 20) / 20;

const circle = (x: number, y: number, r: number) => `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;

function speckles(next: () => number, count: number, colours: string[], radius: [number, number], opacity: [number, number]): string {
  const batch = new Batch();
  for (let index = 0; index < count; index += 1) {
    const colour = colours[Math.floor(next() * colours.length)]!;
    const x = next() * S;
    const y = next() * S;
    const r = between(next, ...radius);
    batch.add(`fill="${colour}" fill-opacity="${step(between(next, ...opacity))}"`, circle(x, y, r));
  }
  return batch.toString();
}

const wood: Draw = (tone, next, id) => {
  const grain = darken(tone, 0.28);
  let body = base(tone);
  for (let y = -4; y < S + 8; y += between(next, 5, 11)) {
    const wave = () => n(y + between(next, -6, 6));
    body += `<path d="M-10 ${n(y)} C60 ${wave()} 140 ${wave()} 210 ${wave()}" stroke="${grain}" stroke-width="${n(between(next, 0.5, 2.2))}" fill="none" stroke-opacity="${n(between(next, 0.25, 0.6))}"/>`;
  }
  // Flat-sawn boards show nested arches ("cathedrals") through the straight grain.
  const centre = between(next, 70, 130);
  for (let ring = 0; ring < 6; ring += 1) {
    const half = 10 + ring * 9;
    const top = 70 - ring * 12 + between(next, -3, 3);
    const drift = between(next, -4, 4);
    body += `<path d="M${n(centre - half)} 210 C${n(centre - half + drift)} ${n(top)} ${n(centre + half + drift)} ${n(top)} ${n(centre + half)} 210" stroke="${grain}" stroke-width="1.1" fill="none" stroke-opacity="0.4"/>`;
  }
  body += `<rect width="${S}" height="${S}" fill="url(#${id}-sheen)"/>`;
  return { defs: gradient(`${id}-sheen`, [[0, "#ffffff", 0.14], [0.5, "#ffffff", 0], [1, "#000000", 0.1]], 1, 0), body };
};

const marble: Draw = (tone, next) => {
  const vein = luminance(tone) > 0.45 ? mix(tone, "#57524d", 0.55) : lighten(tone, 0.55);
  let body = base(tone);
  for (let cloud = 0; cloud < 4; cloud += 1) {
    body += `<ellipse cx="${n(next() * S)}" cy="${n(next() * S)}" rx="${n(between(next, 40, 90))}" ry="${n(between(next, 20, 50))}" fill="${mix(tone, vein, 0.25)}" fill-opacity="0.12"/>`;
  }
  for (let index = 0; index < 6; index += 1) {
    const main = index < 3;
    let x = between(next, -20, 120);
    let y = -10;
    let d = `M${n(x)} ${n(y)}`;
    while (y < S + 10) {
      x += between(next, -10, 40);
      y += between(next, 25, 45);
      d += ` Q${n(x + between(next, -20, 20))} ${n(y - 15)} ${n(x)} ${n(y)}`;
    }
    body += `<path d="${d}" stroke="${vein}" stroke-width="${n(main ? between(next, 1.2, 2.6) : between(next, 0.4, 0.9))}" fill="none" stroke-opacity="${n(main ? 0.7 : 0.45)}"/>`;
  }
  return { defs: "", body };
};

const terrazzo: Draw = (tone, next) => {
  const chips = ["#8a8178", "#c9a48c", "#5f6b66", "#f4f1ea", "#b5705a", "#3f3b38"].map((chip) => mix(chip, tone, 0.2));
  const batch = new Batch();
  for (let index = 0; index < 90; index += 1) {
    const x = next() * S;
    const y = next() * S;
    const r = between(next, 2, 8);
    const angle = next() * Math.PI;
    const points = [0, 1, 2, 3].map((corner) => {
      const a = angle + (corner * Math.PI) / 2 + between(next, -0.4, 0.4);
      const reach = r * between(next, 0.6, 1.2);
      return `${n(x + Math.cos(a) * reach)},${n(y + Math.sin(a) * reach)}`;
    });
    batch.add(`fill="${chips[Math.floor(next() * chips.length)]!}"`, `M${points.join("L")}z`);
  }
  return { defs: "", body: base(tone) + batch };
};

const stone: Draw = (tone, next) => {
  let body = base(tone);
  // Bedding lines, as in travertine and sandstone.
  for (let index = 0; index < 9; index += 1) {
    const y = next() * S;
    const x = next() * S * 0.8;
    body += `<rect x="${n(x)}" y="${n(y)}" width="${n(between(next, 20, 70))}" height="${n(between(next, 1, 2.5))}" rx="1" fill="${darken(tone, 0.2)}" fill-opacity="0.35"/>`;
  }
  body += speckles(next, 220, [darken(tone, 0.3), lighten(tone, 0.35), darken(tone, 0.12)], [0.5, 1.6], [0.25, 0.6]);
  return { defs: "", body };
};

const concrete: Draw = (tone, next) => {
  let body = base(tone);
  for (let cloud = 0; cloud < 5; cloud += 1) {
    body += `<ellipse cx="${n(next() * S)}" cy="${n(next() * S)}" rx="${n(between(next, 30, 80))}" ry="${n(between(next, 25, 60))}" fill="${next() > 0.5 ? lighten(tone, 0.3) : darken(tone, 0.2)}" fill-opacity="0.1"/>`;
  }
  body += speckles(next, 120, [darken(tone, 0.25), lighten(tone, 0.3)], [0.4, 1.1], [0.2, 0.5]);
  body += speckles(next, 14, [darken(tone, 0.45)], [0.8, 2.4], [0.4, 0.7]);
  return { defs: "", body };
};

const metal: Draw = (tone, next, id) => {
  const batch = new Batch();
  for (let index = 0; index < 50; index += 1) {
    const y = n(next() * S);
    batch.add(`stroke="${next() > 0.5 ? "#ffffff" : "#000000"}" stroke-width="0.6" stroke-opacity="${step(between(next, 0.05, 0.14))}"`, `M0 ${y}H${S}`);
  }
  const body = `<rect width="${S}" height="${S}" fill="url(#${id}-shine)"/>${batch}`;
  const defs = gradient(`${id}-shine`, [
    [0, lighten(tone, 0.4)],
    [0.32, tone],
    [0.55, darken(tone, 0.28)],
    [0.74, lighten(tone, 0.22)],
    [1, darken(tone, 0.18)],
  ]);
  return { defs, body };
};

const glass: Draw = (tone, _next, id) => {
  const body =
    `<rect width="${S}" height="${S}" fill="url(#${id}-glass)"/>` +
    `<polygon points="40,0 90,0 10,200 -40,200" fill="#ffffff" fill-opacity="0.3"/>` +
    `<polygon points="110,0 126,0 46,200 30,200" fill="#ffffff" fill-opacity="0.22"/>` +
    `<rect x="3" y="3" width="194" height="194" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.5"/>`;
  return { defs: gradient(`${id}-glass`, [[0, lighten(tone, 0.45)], [0.5, tone], [1, lighten(tone, 0.2)]]), body };
};

const ceramic: Draw = (tone, next, id) => {
  const body = base(tone) + speckles(next, 60, [darken(tone, 0.3)], [0.4, 1], [0.15, 0.35]) + `<rect width="${S}" height="${S}" fill="url(#${id}-glaze)"/>`;
  const defs = `<radialGradient id="${id}-glaze" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  return { defs, body };
};

const rattan: Draw = (tone, next) => {
  const cells = 14;
  const cell = S / cells;
  const batch = new Batch();
  for (let row = 0; row < cells; row += 1) {
    for (let column = 0; column < cells; column += 1) {
      const across = (row + column) % 2 === 0;
      const shade = mix(tone, next() > 0.5 ? "#ffffff" : "#000000", step(between(next, 0, 0.1)));
      for (let strand = 0; strand < 3; strand += 1) {
        const offset = 1.5 + strand * 4.2;
        const [x, y, w, h] = across ? [column * cell + 0.8, row * cell + offset, cell - 1.6, 3.6] : [column * cell + offset, row * cell + 0.8, 3.6, cell - 1.6];
        batch.add(`fill="${shade}"`, `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`);
      }
    }
  }
  return { defs: "", body: `<rect width="${S}" height="${S}" fill="${darken(tone, 0.5)}"/>${batch}` };
};

const leather: Draw = (tone, next, id) => {
  const body =
    `<rect width="${S}" height="${S}" fill="url(#${id}-hide)"/>` +
    speckles(next, 160, [darken(tone, 0.35)], [0.4, 0.9], [0.1, 0.25]) +
    `<rect x="12" y="12" width="176" height="176" rx="6" fill="none" stroke="${lighten(tone, 0.4)}" stroke-width="1.6" stroke-dasharray="6 4"/>`;
  const defs = `<radialGradient id="${id}-hide" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="${lighten(tone, 0.18)}"/><stop offset="1" stop-color="${darken(tone, 0.25)}"/></radialGradient>`;
  return { defs, body };
};

const hide: Draw = (tone, next) => {
  const patch = luminance(tone) > 0.45 ? ["#2b2420", "#7a4e32"] : [lighten(tone, 0.65)];
  let body = base(tone);
  for (let index = 0; index < 5; index += 1) {
    const cx = next() * S;
    const cy = next() * S;
    const radius = between(next, 18, 45);
    const points = Array.from({ length: 7 }, (_, corner) => {
      const angle = (corner / 7) * Math.PI * 2;
      const reach = radius * between(next, 0.6, 1.3);
      return [cx + Math.cos(angle) * reach, cy + Math.sin(angle) * reach] as const;
    });
    let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
    points.forEach((point, corner) => {
      const following = points[(corner + 1) % points.length]!;
      d += ` Q${n(point[0])} ${n(point[1])} ${n((point[0] + following[0]) / 2)} ${n((point[1] + following[1]) / 2)}`;
    });
    body += `<path d="${d} Z" fill="${patch[index % patch.length]!}"/>`;
  }
  return { defs: "", body };
};

const velvet: Draw = (tone, next, id) => {
  let body = `<rect width="${S}" height="${S}" fill="url(#${id}-pile)"/>`;
  for (let index = 0; index < 6; index += 1) {
    body += `<ellipse cx="${n(next() * S)}" cy="${n(next() * S)}" rx="${n(between(next, 20, 50))}" ry="${n(between(next, 6, 14))}" fill="#ffffff" fill-opacity="0.07" transform="rotate(${n(between(next, -40, 40))} 100 100)"/>`;
  }
  const defs = gradient(`${id}-pile`, [
    [0, darken(tone, 0.4)],
    [0.3, tone],
    [0.48, lighten(tone, 0.3)],
    [0.62, tone],
    [1, darken(tone, 0.45)],
  ]);
  return { defs, body };
};

const silk: Draw = (tone, _next, id) => ({
  defs: gradient(`${id}-silk`, [
    [0, lighten(tone, 0.2)],
    [0.25, darken(tone, 0.12)],
    [0.5, lighten(tone, 0.35)],
    [0.75, darken(tone, 0.08)],
    [1, lighten(tone, 0.15)],
  ], 1, 0.4),
  body: `<rect width="${S}" height="${S}" fill="url(#${id}-silk)"/>`,
});

const boucle: Draw = (tone, next) => {
  const batch = new Batch();
  for (let index = 0; index < 260; index += 1) {
    const x = next() * S;
    const y = next() * S;
    const r = between(next, 1.5, 3.8);
    const colour = next() > 0.5 ? lighten(tone, 0.4) : darken(tone, 0.22);
    batch.add(`fill="none" stroke="${colour}" stroke-width="1.2" stroke-opacity="${step(between(next, 0.35, 0.65))}"`, circle(x, y, r));
  }
  return { defs: "", body: base(tone) + batch };
};

const linen: Draw = (tone, next) => {
  let weft = "";
  let warp = "";
  for (let at = 1.5; at < S; at += 3) {
    weft += `M0 ${at}H${S}`;
    warp += `M${at} 0V${S}`;
  }
  // Slubs: the thick spots in hand-spun yarn that make linen read as linen.
  let slubs = "";
  for (let index = 0; index < 24; index += 1) {
    const y = Math.floor(next() * 66) * 3 + 1.5;
    slubs += `M${n(next() * S)} ${y}H${n(next() * S)}`;
  }
  const body =
    base(tone) +
    `<path d="${weft}" stroke="${darken(tone, 0.12)}" stroke-width="0.8" stroke-opacity="0.45"/>` +
    `<path d="${warp}" stroke="${lighten(tone, 0.18)}" stroke-width="0.8" stroke-opacity="0.3"/>` +
    `<path d="${slubs}" stroke="${darken(tone, 0.2)}" stroke-width="1.6" stroke-opacity="0.3"/>`;
  return { defs: "", body };
};

const lacquer: Draw = (tone, _next, id) => ({
  defs: gradient(`${id}-gloss`, [[0, lighten(tone, 0.3)], [0.45, tone], [1, darken(tone, 0.3)]], 0, 1),
  body:
    `<rect width="${S}" height="${S}" fill="url(#${id}-gloss)"/>` +
    `<polygon points="0,40 200,0 200,30 0,70" fill="#ffffff" fill-opacity="0.16"/>` +
    `<line x1="0" y1="140" x2="200" y2="120" stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.3"/>`,
});

const plain: Draw = (tone, next, id) => ({
  defs: gradient(`${id}-plain`, [[0, lighten(tone, 0.12)], [1, darken(tone, 0.12)]]),
  body: `<rect width="${S}" height="${S}" fill="url(#${id}-plain)"/>` + speckles(next, 80, [darken(tone, 0.25), lighten(tone, 0.3)], [0.4, 1], [0.1, 0.3]),
});

const DRAW: Record<Pattern, Draw> = { wood, marble, terrazzo, stone, concrete, metal, glass, ceramic, rattan, leather, hide, velvet, silk, boucle, linen, lacquer, plain };

/** The material drawn into a 200 × 200 box; `id` prefixes the gradients it defines, so it must be unique in the document. */
export function drawSwatch(pattern: Pattern, tone: string, seed: number, id: string): Drawing {
  return DRAW[pattern](tone, random(seed), id);
}

/** Textures that read as a fine, even surface: tiled at a fixed scale so a big rug shows the same weave as a cushion. */
const TILED = new Set<Pattern>(["stone", "concrete", "terrazzo", "boucle", "linen", "rattan", "hide"]);
const TILE = 160;

/**
 * The material as a fill for any shape. Even textures tile at a fixed scale; the rest (grain, veins, sheen)
 * is scaled to cover the shape's box, so a velvet sofa shows one sheen rather than a repeating tile.
 */
export function materialFill(pattern: Pattern, tone: string, seed: number, id: string): { def: string; fill: string } {
  const { defs, body } = drawSwatch(pattern, tone, seed, id);
  if (TILED.has(pattern)) {
    const tile = `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${TILE}" height="${TILE}" viewBox="0 0 ${S} ${S}">${body}</pattern>`;
    return { def: defs + tile, fill: `url(#${id})` };
  }
  // librsvg drops a pattern whose content it must scale up more than about twice, so the
  // swatch is pre-scaled to cover anything up to the whole image.
  const box = S * 4;
  const tile = `<pattern id="${id}" patternUnits="objectBoundingBox" width="1" height="1" viewBox="0 0 ${box} ${box}" preserveAspectRatio="xMidYMid slice"><g transform="scale(4)">${body}</g></pattern>`;
  return { def: defs + tile, fill: `url(#${id})` };
}
