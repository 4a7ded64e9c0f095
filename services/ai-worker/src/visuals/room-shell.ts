import { darken, mix } from "./colour";
import type { Painter } from "./painter";
import type { Paint } from "./scene-pieces";
import { n } from "./svg";
import type { NamedMaterial } from "./vocabulary";

/**
 * One-point perspective: the back wall is a rectangle and every depth line runs to the vanishing point,
 * so floor boards, the rug and the side-wall window all agree.
 */
const VANISH = { x: 512, y: 430 };
export const BACK = { left: 200, right: 824, top: 190, bottom: 660 };
/** Where furniture against the back wall stands. */
export const STAND = 712;

const FLOOR = "200,660 824,660 1024,807 1024,1024 0,1024 0,807";

/** Left-wall geometry: the ceiling and floor edges at a given x (0 = nearest the viewer). */
const wallTop = (x: number) => 36 + x * 0.77;
const wallFoot = (x: number) => 807 - x * 0.735;
const onLeftWall = (x: number, height: number) => wallTop(x) + (wallFoot(x) - wallTop(x)) * height;

/** A point on the floor: `along` is x where its depth line meets the back wall; depth 0 at the wall, 1 near the viewer. */
export function floorPoint(along: number, depth: number): [number, number] {
  const y = VANISH.y + (BACK.bottom - VANISH.y) / (1 - depth * 0.6);
  return [VANISH.x + ((along - VANISH.x) * (y - VANISH.y)) / (BACK.bottom - VANISH.y), y];
}

export const points = (list: ReadonlyArray<readonly [number, number]>) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

export const SHELL_DEFS =
  `<linearGradient id="wash" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.1"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.05"/></linearGradient>` +
  `<linearGradient id="floor-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0.16"/><stop offset="0.35" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.08"/></linearGradient>` +
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe0ea"/><stop offset="1" stop-color="#f3efe6"/></linearGradient>` +
  `<clipPath id="floor"><polygon points="${FLOOR}"/></clipPath>`;

export const ceilingColour = (wall: string) => mix(wall, "#faf8f4", 0.82);

export type Floor = { material: NamedMaterial; tone: string } | { colour: string };

const STONY = ["marble", "stone", "terrazzo", "concrete"];

function boards(tone: string): string {
  const seam = `stroke="${darken(tone, 0.25)}" stroke-opacity="0.5" stroke-width="1.2"`;
  const count = 14;
  const width = (BACK.right - BACK.left) / count;
  let body = "";
  for (let board = 0; board < count; board += 1) {
    const a = BACK.left + width * board;
    const b = a + width;
    // Boards differ a little in tone, as real ones do; the pattern is fixed so the same floor draws the same.
    const strip = mix(tone, board % 3 === 0 ? "#000000" : "#ffffff", ((board * 7) % 5) * 0.018);
    body += `<polygon points="${points([floorPoint(a, 0), floorPoint(b, 0), floorPoint(b, 1.6), floorPoint(a, 1.6)])}" fill="${strip}" ${seam}/>`;
    for (let row = 0; row < 6; row += 1) {
      const depth = ((row + ((board * 3) % 4) / 4) / 6) * 1.5;
      const [x1, y] = floorPoint(a, depth);
      body += `<line x1="${n(x1)}" y1="${n(y)}" x2="${n(floorPoint(b, depth)[0])}" y2="${n(y)}" ${seam}/>`;
    }
  }
  return body;
}

function tiles(tone: string): string {
  const joint = `stroke="${darken(tone, 0.18)}" stroke-opacity="0.55" stroke-width="1.4"`;
  let body = "";
  for (let column = -6; column <= 12; column += 1) {
    const [x1, y1] = floorPoint(BACK.left + column * 104, 0);
    const [x2, y2] = floorPoint(BACK.left + column * 104, 1.6);
    body += `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${joint}/>`;
  }
  for (const depth of [0.2, 0.42, 0.66, 0.92, 1.2]) {
    const y = n(floorPoint(0, depth)[1]);
    body += `<line x1="0" y1="${y}" x2="1024" y2="${y}" ${joint}/>`;
  }
  return body;
}

/** Ceiling, walls, floor, skirting, and a window in the left wall with the daylight it throws. */
export function shell(wall: string, floor: Floor, painter: Painter): string {
  const trim = mix(wall, "#ffffff", 0.7);
  const wallBox = `x="${BACK.left}" y="${BACK.top}" width="${BACK.right - BACK.left}" height="${BACK.bottom - BACK.top}"`;
  let body =
    `<polygon points="0,0 1024,0 1024,36 824,190 200,190 0,36" fill="${ceilingColour(wall)}"/>` +
    `<rect ${wallBox} fill="${wall}"/><rect ${wallBox} fill="url(#wash)"/>` +
    `<polygon points="0,36 200,190 200,660 0,807" fill="${mix(wall, "#ffffff", 0.06)}"/>` +
    `<polygon points="1024,36 824,190 824,660 1024,807" fill="${darken(wall, 0.12)}"/>`;

  const tone = "colour" in floor ? floor.colour : floor.tone;
  const pattern = "colour" in floor ? "plain" : floor.material.pattern;
  body += `<polygon points="${FLOOR}" fill="${tone}"/>`;
  if ("material" in floor && STONY.includes(pattern)) body += `<polygon points="${FLOOR}" fill="${painter.material(floor.material, tone).fill}"/>`;
  const joints = pattern === "wood" ? boards(tone) : STONY.includes(pattern) || pattern === "ceramic" ? tiles(tone) : "";
  body += `<g clip-path="url(#floor)">${joints}</g><polygon points="${FLOOR}" fill="url(#floor-shade)"/>`;

  body +=
    `<rect x="${BACK.left}" y="${BACK.bottom - 14}" width="${BACK.right - BACK.left}" height="14" fill="${trim}"/>` +
    `<polygon points="200,646 200,660 0,807 0,789" fill="${trim}"/>` +
    `<polygon points="824,646 824,660 1024,807 1024,789" fill="${darken(trim, 0.1)}"/>`;

  const corner = (x: number, height: number): [number, number] => [x, onLeftWall(x, height)];
  body += `<polygon points="${points([corner(50, 0.2), corner(150, 0.2), corner(150, 0.64), corner(50, 0.64)])}" fill="url(#sky)" stroke="${trim}" stroke-width="7"/>`;
  body += `<line x1="100" y1="${n(onLeftWall(100, 0.2))}" x2="100" y2="${n(onLeftWall(100, 0.64))}" stroke="${trim}" stroke-width="5"/>`;
  body += `<line x1="50" y1="${n(onLeftWall(50, 0.42))}" x2="150" y2="${n(onLeftWall(150, 0.42))}" stroke="${trim}" stroke-width="4"/>`;
  body += `<polygon points="${points([[60, wallFoot(60)], [150, wallFoot(150)], [430, 770], [330, 930]])}" fill="#ffffff" fill-opacity="0.12"/>`;
  return body;
}

/** Curtains either side of the window, or a roman blind in it. */
export function windowDressing(fabric: Paint, blind: boolean): string {
  const rod = (x: number) => onLeftWall(x, 0.17);
  if (blind) {
    const bottom = (x: number) => onLeftWall(x, 0.36);
    let body = `<polygon points="${points([[46, rod(46)], [154, rod(154)], [154, bottom(154)], [46, bottom(46)]])}" fill="${fabric.fill}"/>`;
    for (const height of [0.24, 0.3]) {
      body += `<line x1="46" y1="${n(onLeftWall(46, height))}" x2="154" y2="${n(onLeftWall(154, height))}" stroke="${darken(fabric.tone, 0.25)}" stroke-width="2"/>`;
    }
    return body;
  }
  const foot = (x: number) => wallFoot(x) - 6;
  let body = `<line x1="24" y1="${n(rod(24) - 4)}" x2="176" y2="${n(rod(176) - 4)}" stroke="${darken(fabric.tone, 0.45)}" stroke-width="4"/>`;
  for (const [left, right] of [[22, 62], [140, 176]] as const) {
    body += `<polygon points="${points([[left, rod(left)], [right, rod(right)], [right, foot(right)], [left, foot(left)]])}" fill="${fabric.fill}"/>`;
    for (let fold = 1; fold < 4; fold += 1) {
      const x = left + ((right - left) * fold) / 4;
      body += `<line x1="${n(x)}" y1="${n(rod(x))}" x2="${n(x)}" y2="${n(foot(x))}" stroke="#000000" stroke-opacity="0.12" stroke-width="3"/>`;
    }
  }
  return body;
}
