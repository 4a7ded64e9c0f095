import { describe, expect, it } from "vitest";
import type { ConceptRequest } from "../providers/types";
import { readBrief } from "./brief";
import colours from "./colours.json" with { type: "json" };
import { buildPalette, PALETTE_SIZE } from "./palette";
import stylePalettes from "./style-palettes.json" with { type: "json" };

const request = (overrides: Partial<ConceptRequest>): ConceptRequest => ({ roomName: "Study", roomDescription: "", styles: ["modern"], items: [], ...overrides });
const item = (name: string, color: string | null, material: string | null) => ({ name, quantity: 1, unit: "each", category: null, color, material });

describe("buildPalette", () => {
  it("puts the colours named in the description and the items first, in order", () => {
    const brief = readBrief(request({ roomDescription: "Sage walls, charcoal accents", items: [item("Sofa", "blush", "velvet")] }));
    expect(buildPalette(brief).slice(0, 3).map((swatch) => [swatch.name, swatch.source])).toEqual([
      ["sage", "named"],
      ["charcoal", "named"],
      ["blush", "named"],
    ]);
  });

  it("adds the own tone of a named material before the style's defaults", () => {
    const palette = buildPalette(readBrief(request({ roomDescription: "ivory walls and a travertine coffee table" })));
    expect(palette[1]).toEqual({ name: "travertine", hex: colours.materials.travertine, source: "material" });
  });

  it("falls back to the style palette when no colour is recognised", () => {
    const brief = readBrief(request({ roomDescription: "vermilion walls, a chartreuse sofa", styles: ["scandinavian"], items: [item("Rug", "puce", null)] }));
    expect(buildPalette(brief).map((swatch) => swatch.name)).toEqual(stylePalettes.styles.scandinavian.colours);
  });

  it("shares the fill-ins between styles and always shows six swatches", () => {
    const palette = buildPalette(readBrief(request({ roomDescription: "emerald", styles: ["industrial", "art deco"] })));
    expect(palette).toHaveLength(PALETTE_SIZE);
    expect(palette.map((swatch) => swatch.name).slice(0, 3)).toEqual(["emerald", "charcoal", "black"]);
  });

  it("uses the neutral default when no style is chosen", () => {
    const palette = buildPalette(readBrief(request({ styles: [] })));
    expect(palette.map((swatch) => swatch.name)).toEqual(stylePalettes.styles.default.colours);
  });
});

describe("readBrief", () => {
  it("finds the wall colour and floor material from how they are described", () => {
    const brief = readBrief(request({ roomDescription: "Walls painted in dusty pink, wide white oak floorboards and a navy sofa" }));
    expect(brief.wall).toMatchObject({ name: "dusty pink", material: null });
    expect(brief.floor).toMatchObject({ name: "white oak", hex: colours.materials["white oak"], material: { pattern: "wood" } });
  });

  it("does not take a colour for a surface it does not describe", () => {
    const brief = readBrief(request({ roomDescription: "a sage sofa against the wall, soft terracotta travertine floor" }));
    expect(brief.wall).toBeNull();
    expect(brief.floor?.name).toBe("travertine");
  });

  it("keeps the shade of a described floor with its material", () => {
    const brief = readBrief(request({ roomDescription: "dark walnut floorboards" }));
    expect(brief.floor).toMatchObject({ name: "dark walnut", material: { name: "walnut", pattern: "wood" } });
    expect(brief.floor?.hex).not.toBe(colours.materials.walnut);
  });

  it("gives a material the colour said with it, and keeps unknown materials", () => {
    const brief = readBrief(request({ roomDescription: "an emerald velvet headboard", items: [item("Stool", null, "Vinyl")] }));
    const velvet = brief.materials.find((use) => use.material.name === "velvet");
    expect(velvet?.tone).toBe(colours.colours.emerald);
    expect(brief.items[0]?.material?.material).toMatchObject({ name: "vinyl", pattern: "plain", tone: null });
  });
});
