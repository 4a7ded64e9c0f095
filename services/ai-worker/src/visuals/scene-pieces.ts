import { darken, lighten } from "./colour";
import { random } from "../seeded-random";
import { n } from "./svg";

/** How a piece is filled: a colour or material pattern, and the flat tone its edges and shadows derive from. */
export interface Paint {
  fill: string;
  tone: string;
}

/** Shared by every scene: the warm light under lamps and the grey of a mirror. */
export const PIECE_DEFS =
  `<radialGradient id="glow"><stop offset="0" stop-color="#fff4d8" stop-opacity="0.75"/><stop offset="1" stop-color="#fff4d8" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9eef0"/><stop offset="1" stop-color="#aab6bb"/></linearGradient>`;

const LAMP_SHADE = "#f4eee2";

const rect = (x: number, y: number, width: number, height: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

/** A translucent dark layer over part of a shape: shading that works whatever the shape's fill is. */
const shade = (x: number, y: number, width: number, height: number, amount: number, radius = 0) =>
  rect(x, y, width, height, "#000000", `fill-opacity="${amount}"${radius ? ` rx="${radius}"` : ""}`);

const shadow = (cx: number, base: number, rx: number) =>
  `<ellipse cx="${n(cx)}" cy="${n(base)}" rx="${n(rx)}" ry="${n(Math.max(6, rx * 0.1))}" fill="#000000" fill-opacity="0.14"/>`;

const glow = (cx: number, cy: number, rx: number, ry: number) => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#glow)"/>`;

function legs(left: number, right: number, top: number, base: number, tone: string, width = 7): string {
  const colour = darken(tone, 0.5);
  return rect(left, top, width, base - top, colour) + rect(right - width, top, width, base - top, colour);
}

export function bed(cx: number, base: number, width: number, frame: Paint, duvet: string, throwPaint: Paint | null): string {
  const left = cx - width / 2;
  let body = shadow(cx, base, width * 0.56) + legs(left + 18, left + width - 18, base - 16, base, frame.tone);
  body += rect(left + 8, base - 262, width - 16, 222, frame.fill, `rx="18"`);
  for (let x = left + 40; x < left + width - 30; x += 34) {
    body += `<line x1="${n(x)}" y1="${base - 250}" x2="${n(x)}" y2="${base - 60}" stroke="${darken(frame.tone, 0.3)}" stroke-opacity="0.35" stroke-width="2"/>`;
  }
  body += rect(left, base - 58, width, 44, frame.fill, `rx="6"`) + shade(left, base - 58, width, 44, 0.15, 6);
  for (const offset of [-0.37, 0.03]) {
    body += rect(cx + width * offset, base - 160, width * 0.34, 46, "#fbfaf6", `rx="16" stroke="#e2dccf"`);
  }
  body += rect(left - 8, base - 128, width + 16, 82, duvet, `rx="14" stroke="${darken(duvet, 0.08)}"`);
  body += shade(left - 8, base - 66, width + 16, 20, 0.06, 10);
  if (throwPaint) body += rect(left - 8, base - 98, width + 16, 30, throwPaint.fill, `rx="6"`) + shade(left - 8, base - 76, width + 16, 8, 0.12);
  return body;
}

export function sofa(cx: number, base: number, width: number, paint: Paint): string {
  const left = cx - width / 2;
  let body = shadow(cx, base, width * 0.55) + legs(left + 16, left + width - 16, base - 16, base, paint.tone);
  body += rect(left + 22, base - 166, width - 44, 100, paint.fill, `rx="20"`) + shade(left + 22, base - 90, width - 44, 24, 0.1);
  body += rect(left + 6, base - 40, width - 12, 26, paint.fill, `rx="6"`) + shade(left + 6, base - 40, width - 12, 26, 0.18, 6);
  const seatLeft = left + 44;
  const seatWidth = width - 88;
  body += rect(seatLeft, base - 82, seatWidth, 46, paint.fill, `rx="10"`) + shade(seatLeft, base - 50, seatWidth, 14, 0.1);
  const seats = width > 330 ? 3 : 2;
  for (let seat = 1; seat < seats; seat += 1) {
    const x = seatLeft + (seatWidth * seat) / seats;
    body += `<line x1="${n(x)}" y1="${base - 82}" x2="${n(x)}" y2="${base - 36}" stroke="${darken(paint.tone, 0.3)}" stroke-width="2" stroke-opacity="0.5"/>`;
  }
  for (const x of [left, left + width - 48]) body += rect(x, base - 124, 48, 100, paint.fill, `rx="18"`) + shade(x, base - 124, 48, 100, 0.08, 18);
  return body;
}

export function armchair(cx: number, base: number, width: number, paint: Paint): string {
  const left = cx - width / 2;
  let body = shadow(cx, base, width * 0.55) + legs(left + 14, left + width - 14, base - 18, base, paint.tone, 8);
  body += rect(left + 12, base - 188, width - 24, 130, paint.fill, `rx="${n((width - 24) / 2.6)}"`) + shade(left + 12, base - 110, width - 24, 52, 0.1);
  body += rect(left + 30, base - 84, width - 60, 50, paint.fill, `rx="10"`);
  for (const x of [left, left + width - 40]) body += rect(x, base - 122, 40, 104, paint.fill, `rx="16"`) + shade(x, base - 122, 40, 104, 0.1, 16);
  return body;
}

export function chair(cx: number, base: number, paint: Paint): string {
  const frame = darken(paint.tone, 0.45);
  let body = shadow(cx, base, 40);
  for (const [top, bottom] of [[cx - 28, cx - 33], [cx + 28, cx + 33]] as const) {
    body += `<line x1="${n(top)}" y1="${base - 76}" x2="${n(bottom)}" y2="${base}" stroke="${frame}" stroke-width="5" stroke-linecap="round"/>`;
  }
  body += rect(cx - 30, base - 156, 60, 66, paint.fill, `rx="10"`) + shade(cx - 30, base - 110, 60, 20, 0.1);
  body += rect(cx - 36, base - 88, 72, 16, paint.fill, `rx="5"`) + shade(cx - 36, base - 78, 72, 6, 0.15);
  return body;
}

export function ottoman(cx: number, base: number, width: number, paint: Paint): string {
  const left = cx - width / 2;
  return (
    shadow(cx, base, width * 0.55) +
    legs(left + 12, left + width - 12, base - 14, base, paint.tone) +
    rect(left, base - 64, width, 52, paint.fill, `rx="16"`) +
    shade(left, base - 30, width, 18, 0.12, 9)
  );
}

/** A low table; stone tops sit on a plinth, everything else on legs. Returns the y of its top. */
export function coffeeTable(cx: number, base: number, width: number, paint: Paint, plinth: boolean): { svg: string; top: number } {
  const left = cx - width / 2;
  const right = left + width;
  const top = base - 76;
  let body = shadow(cx, base, width * 0.55);
  body += plinth ? rect(left + 34, base - 50, width - 68, 50, paint.fill) + shade(left + 34, base - 50, width - 68, 50, 0.22) : legs(left + 12, right - 12, base - 60, base, paint.tone, 9);
  body += `<polygon points="${n(left + 16)},${top} ${n(right - 16)},${top} ${n(right)},${top + 14} ${n(left)},${top + 14}" fill="${paint.fill}"/>`;
  body += `<polygon points="${n(left + 16)},${top} ${n(right - 16)},${top} ${n(right)},${top + 14} ${n(left)},${top + 14}" fill="#ffffff" fill-opacity="0.14"/>`;
  body += rect(left, top + 14, width, 14, paint.fill) + shade(left, top + 14, width, 14, 0.2);
  return { svg: body, top: top + 6 };
}

export function sideTable(cx: number, base: number, paint: Paint): { svg: string; top: number } {
  const top = base - 92;
  const body =
    shadow(cx, base, 52) +
    legs(cx - 40, cx + 40, base - 14, base, paint.tone, 6) +
    rect(cx - 42, top + 8, 84, 72, paint.fill, `rx="3"`) +
    shade(cx - 42, top + 8, 84, 72, 0.08) +
    rect(cx - 47, top, 94, 9, paint.fill, `rx="2"`) +
    `<line x1="${cx - 42}" y1="${top + 42}" x2="${cx + 42}" y2="${top + 42}" stroke="${darken(paint.tone, 0.35)}" stroke-opacity="0.6" stroke-width="1.5"/>` +
    `<circle cx="${cx}" cy="${top + 26}" r="3" fill="${darken(paint.tone, 0.5)}"/>`;
  return { svg: body, top };
}

export function diningTable(cx: number, base: number, width: number, paint: Paint): { svg: string; top: number } {
  const left = cx - width / 2;
  const right = left + width;
  const top = base - 152;
  let body = shadow(cx, base, width * 0.55);
  body += legs(left + 40, right - 40, top + 20, base - 26, paint.tone, 10);
  body += legs(left + 14, right - 14, top + 20, base, paint.tone, 12);
  body += `<polygon points="${n(left + 22)},${top} ${n(right - 22)},${top} ${n(right)},${top + 18} ${n(left)},${top + 18}" fill="${paint.fill}"/>`;
  body += `<polygon points="${n(left + 22)},${top} ${n(right - 22)},${top} ${n(right)},${top + 18} ${n(left)},${top + 18}" fill="#ffffff" fill-opacity="0.12"/>`;
  body += rect(left, top + 18, width, 14, paint.fill) + shade(left, top + 18, width, 14, 0.2);
  return { svg: body, top: top + 8 };
}

export function cabinet(cx: number, base: number, width: number, height: number, paint: Paint): { svg: string; top: number } {
  const left = cx - width / 2;
  const top = base - height - 18;
  let body = shadow(cx, base, width * 0.55) + legs(left + 10, left + width - 10, base - 18, base, paint.tone, 6);
  body += rect(left, top, width, height, paint.fill, `rx="3"`) + shade(left, top, width, height, 0.06);
  const doors = width > 220 ? 3 : 2;
  for (let door = 0; door < doors; door += 1) {
    const x = left + (width * door) / doors;
    if (door > 0) body += `<line x1="${n(x)}" y1="${top + 8}" x2="${n(x)}" y2="${top + height - 8}" stroke="${darken(paint.tone, 0.35)}" stroke-opacity="0.6" stroke-width="1.5"/>`;
    body += rect(x + width / doors / 2 - 10, top + height / 2 - 2, 20, 4, darken(paint.tone, 0.5), `rx="2"`);
  }
  body += rect(left - 4, top - 6, width + 8, 8, paint.fill, `rx="2"`) + shade(left - 4, top + 1, width + 8, 1, 0.2);
  return { svg: body, top: top - 6 };
}

export type PendantShape = "dome" | "globe" | "chandelier";

export function pendant(x: number, drop: number, paint: Paint, shape: PendantShape): string {
  let body = `<line x1="${x}" y1="0" x2="${x}" y2="${drop}" stroke="#3a3633" stroke-width="1.6"/>` + glow(x, drop + 70, 90, 70);
  if (shape === "globe") {
    body += `<circle cx="${x}" cy="${drop + 26}" r="28" fill="${paint.fill}"/>`;
    body += `<circle cx="${x}" cy="${drop + 26}" r="16" fill="#fff6df" fill-opacity="0.85"/>`;
    body += `<ellipse cx="${x - 10}" cy="${drop + 14}" rx="8" ry="5" fill="#ffffff" fill-opacity="0.6"/>`;
  } else if (shape === "chandelier") {
    body += `<ellipse cx="${x}" cy="${drop + 30}" rx="62" ry="12" fill="none" stroke="${paint.tone}" stroke-width="4"/>`;
    for (const offset of [-56, -28, 0, 28, 56]) {
      const candleTop = drop + 8 - Math.abs(offset) * 0.1;
      body += rect(x + offset - 4, candleTop, 8, 24, "#f7f3ea") + `<ellipse cx="${x + offset}" cy="${candleTop - 6}" rx="4" ry="7" fill="#ffd98a"/>`;
    }
    body += rect(x - 3, drop, 6, 32, paint.tone);
  } else {
    body += `<path d="M${x - 46} ${drop + 40} Q${x - 44} ${drop - 4} ${x} ${drop - 6} Q${x + 44} ${drop - 4} ${x + 46} ${drop + 40} Z" fill="${paint.fill}"/>`;
    body += `<ellipse cx="${x}" cy="${drop + 40}" rx="46" ry="7" fill="#fff3d6"/>`;
  }
  return body;
}

export function floorLamp(x: number, base: number, paint: Paint): string {
  const shadeTop = base - 400;
  return (
    shadow(x, base, 34) +
    glow(x, shadeTop + 80, 110, 90) +
    `<ellipse cx="${x}" cy="${base - 4}" rx="26" ry="6" fill="${paint.tone}"/>` +
    rect(x - 2.5, shadeTop + 50, 5, base - shadeTop - 54, paint.tone) +
    `<polygon points="${x - 46},${shadeTop + 60} ${x + 46},${shadeTop + 60} ${x + 32},${shadeTop} ${x - 32},${shadeTop}" fill="${LAMP_SHADE}"/>` +
    `<polygon points="${x - 46},${shadeTop + 60} ${x + 46},${shadeTop + 60} ${x + 32},${shadeTop} ${x - 32},${shadeTop}" fill="#000000" fill-opacity="0.04"/>`
  );
}

export function tableLamp(x: number, surface: number, paint: Paint): string {
  return (
    glow(x, surface - 70, 80, 60) +
    `<ellipse cx="${x}" cy="${surface - 24}" rx="17" ry="24" fill="${paint.fill}"/>` +
    `<ellipse cx="${x - 6}" cy="${surface - 32}" rx="5" ry="9" fill="#ffffff" fill-opacity="0.25"/>` +
    rect(x - 2, surface - 64, 4, 18, darken(paint.tone, 0.3)) +
    `<polygon points="${x - 34},${surface - 58} ${x + 34},${surface - 58} ${x + 24},${surface - 100} ${x - 24},${surface - 100}" fill="${LAMP_SHADE}"/>`
  );
}

export function sconce(x: number, y: number, paint: Paint): string {
  return (
    `<ellipse cx="${x}" cy="${y - 30}" rx="36" ry="80" fill="url(#glow)"/>` +
    rect(x - 5, y - 14, 10, 28, paint.tone, `rx="3"`) +
    `<polygon points="${x - 16},${y - 12} ${x + 16},${y - 12} ${x + 11},${y - 40} ${x - 11},${y - 40}" fill="${paint.fill}"/>`
  );
}

/** A framed abstract in the room's colours: arcs, discs and blocks placed by the seed. */
export function artwork(x: number, y: number, width: number, height: number, frame: Paint, colours: readonly string[], seed: number): string {
  const next = random(seed);
  const pick = () => colours[Math.floor(next() * colours.length)]!;
  const inner = { x: x + 20, y: y + 20, width: width - 40, height: height - 40 };
  let art = rect(0, 0, inner.width, inner.height, lighten(pick(), 0.55));
  const shapes = 3 + Math.floor(next() * 3);
  for (let index = 0; index < shapes; index += 1) {
    const cx = next() * inner.width;
    const cy = next() * inner.height;
    const size = (0.2 + next() * 0.35) * Math.min(inner.width, inner.height);
    const kind = Math.floor(next() * 3);
    if (kind === 0) art += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size / 2)}" fill="${pick()}"/>`;
    else if (kind === 1) art += `<path d="M${n(cx - size / 2)} ${n(inner.height)} V${n(cy)} A${n(size / 2)} ${n(size / 2)} 0 0 1 ${n(cx + size / 2)} ${n(cy)} V${n(inner.height)} Z" fill="${pick()}"/>`;
    else art += rect(cx - size / 2, cy - size / 4, size, size / 2, pick());
  }
  return (
    shade(x + 6, y + 8, width, height, 0.12) +
    rect(x, y, width, height, frame.fill) +
    rect(x + 8, y + 8, width - 16, height - 16, "#f8f6f1") +
    `<svg x="${n(inner.x)}" y="${n(inner.y)}" width="${n(inner.width)}" height="${n(inner.height)}">${art}</svg>`
  );
}

export function mirror(cx: number, cy: number, radius: number, frame: Paint): string {
  return (
    `<circle cx="${cx + 4}" cy="${cy + 6}" r="${radius + 4}" fill="#000000" fill-opacity="0.1"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#mirror)" stroke="${frame.tone}" stroke-width="9"/>` +
    `<line x1="${n(cx - radius * 0.5)}" y1="${n(cy + radius * 0.1)}" x2="${n(cx + radius * 0.1)}" y2="${n(cy - radius * 0.5)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>`
  );
}

export function vase(cx: number, base: number, paint: Paint, variant: number): string {
  const highlight = (x: number, y: number, rx: number, ry: number) => `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${rx}" ry="${ry}" fill="#ffffff" fill-opacity="0.22"/>`;
  switch (variant % 3) {
    case 0:
      return (
        `<path d="M${cx - 3} ${base - 70} Q${cx - 14} ${base - 120} ${cx - 30} ${base - 132} M${cx + 2} ${base - 70} Q${cx + 6} ${base - 130} ${cx + 22} ${base - 146} M${cx} ${base - 70} L${cx + 2} ${base - 150}" stroke="#6f7a56" stroke-width="2" fill="none"/>` +
        `<ellipse cx="${cx - 30}" cy="${base - 134}" rx="9" ry="5" fill="#7e8a62"/><ellipse cx="${cx + 22}" cy="${base - 148}" rx="9" ry="5" fill="#6f7a56"/><ellipse cx="${cx + 2}" cy="${base - 152}" rx="5" ry="9" fill="#7e8a62"/>` +
        `<path d="M${cx - 10} ${base} Q${cx - 26} ${base - 30} ${cx - 12} ${base - 54} L${cx - 6} ${base - 74} L${cx + 6} ${base - 74} L${cx + 12} ${base - 54} Q${cx + 26} ${base - 30} ${cx + 10} ${base} Z" fill="${paint.fill}"/>` +
        highlight(cx - 8, base - 34, 4, 10)
      );
    case 1:
      return `<circle cx="${cx}" cy="${base - 22}" r="22" fill="${paint.fill}"/>` + rect(cx - 7, base - 50, 14, 10, paint.fill) + highlight(cx - 8, base - 30, 5, 8);
    default:
      return `<path d="M${cx - 30} ${base - 24} Q${cx} ${base + 10} ${cx + 30} ${base - 24} Z" fill="${paint.fill}"/>` + `<ellipse cx="${cx}" cy="${base - 24}" rx="30" ry="4" fill="${darken(paint.tone, 0.25)}"/>`;
  }
}

export function sculpture(cx: number, base: number, paint: Paint): string {
  return (
    rect(cx - 18, base - 20, 36, 20, darken(paint.tone, 0.15)) +
    `<circle cx="${cx}" cy="${base - 48}" r="24" fill="none" stroke="${paint.tone}" stroke-width="11"/>` +
    `<circle cx="${cx}" cy="${base - 48}" r="24" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="3" stroke-dasharray="20 130"/>`
  );
}

export function plant(cx: number, base: number, pot: Paint, seed: number): string {
  const next = random(seed);
  const greens = ["#5f7f4e", "#4d6b40", "#6f8f58", "#587548"];
  let leaves = "";
  for (let index = 0; index < 13; index += 1) {
    const angle = -160 + (140 * index) / 12 + (next() - 0.5) * 14;
    const length = 46 + next() * 40;
    const radians = (angle * Math.PI) / 180;
    const x = cx + Math.cos(radians) * length * 0.8;
    const y = base - 70 + Math.sin(radians) * length;
    leaves += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(length * 0.45)}" ry="${n(9 + next() * 5)}" fill="${greens[index % greens.length]!}" transform="rotate(${n(angle)} ${n(x)} ${n(y)})"/>`;
  }
  return shadow(cx, base, 34) + leaves + `<polygon points="${cx - 30},${base - 64} ${cx + 30},${base - 64} ${cx + 22},${base} ${cx - 22},${base}" fill="${pot.fill}"/>` + shade(cx - 30, base - 64, 60, 8, 0.15);
}

export function cushion(cx: number, cy: number, size: number, paint: Paint, angle: number): string {
  const half = size / 2;
  const pinch = size * 0.12;
  const d =
    `M${n(cx - half)} ${n(cy - half)} Q${n(cx)} ${n(cy - half + pinch)} ${n(cx + half)} ${n(cy - half)} ` +
    `Q${n(cx + half - pinch)} ${n(cy)} ${n(cx + half)} ${n(cy + half)} Q${n(cx)} ${n(cy + half - pinch)} ${n(cx - half)} ${n(cy + half)} ` +
    `Q${n(cx - half + pinch)} ${n(cy)} ${n(cx - half)} ${n(cy - half)} Z`;
  return `<g transform="rotate(${angle} ${n(cx)} ${n(cy)})"><path d="${d}" fill="${paint.fill}"/><path d="${d}" fill="none" stroke="${darken(paint.tone, 0.2)}" stroke-width="1.5"/></g>`;
}
