import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ConceptRequest } from "../providers/types";
import { parseHex } from "./colour";
import colours from "./colours.json" with { type: "json" };
import { paletteSwatchBox } from "./concept-board";
import { renderConcepts } from "./index";
import { PALETTE_SIZE } from "./palette";
import stylePalettes from "./style-palettes.json" with { type: "json" };

/** The colour at the centre of palette swatch `index` on the rendered board. */
async function swatchColour(png: Buffer, index: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const box = paletteSwatchBox(index, PALETTE_SIZE);
  const at = (Math.round(box.y + box.height / 2) * info.width + Math.round(box.x + box.width / 2)) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

function expectClose(actual: { r: number; g: number; b: number }, hex: string) {
  const wanted = parseHex(hex);
  expect(Math.abs(actual.r - wanted.r), `red of ${hex}`).toBeLessThanOrEqual(3);
  expect(Math.abs(actual.g - wanted.g), `green of ${hex}`).toBeLessThanOrEqual(3);
  expect(Math.abs(actual.b - wanted.b), `blue of ${hex}`).toBeLessThanOrEqual(3);
}

const board = async (request: ConceptRequest) => (await renderConcepts(request))[0]!;

describe("the concept board", () => {
  it("shows the colours named in the description and items as palette swatches", async () => {
    const image = await board({
      roomName: "Main Bedroom",
      roomDescription: "Terracotta walls with navy accents",
      styles: ["modern"],
      items: [{ name: "Headboard", quantity: 1, unit: "each", category: "furniture", color: "sage", material: "velvet" }],
    });
    expectClose(await swatchColour(image.data, 0), colours.colours.terracotta);
    expectClose(await swatchColour(image.data, 1), colours.colours.navy);
    expectClose(await swatchColour(image.data, 2), colours.colours.sage);
    expect(image.tags).toEqual(expect.arrayContaining(["concept-board", "modern", "terracotta", "navy", "sage"]));
  });

  it("paints the style's palette when no colour it names is known", async () => {
    const image = await board({ roomName: "Den", roomDescription: "vermilion and chartreuse, very loud", styles: ["art deco"], items: [] });
    const expected = stylePalettes.styles["art deco"].colours.map((name) => colours.colours[name as keyof typeof colours.colours]);
    for (const [index, hex] of expected.entries()) expectClose(await swatchColour(image.data, index), hex);
    expect(image.prompt).toContain("black, gold, emerald, ivory, navy, blush");
  });
});
