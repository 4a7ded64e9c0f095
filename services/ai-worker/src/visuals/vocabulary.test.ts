import { DESIGN_STYLE_OPTIONS } from "@atelier/contracts";
import { describe, expect, it } from "vitest";
import extractorColours from "../extraction/vocabulary/colours.json" with { type: "json" };
import extractorMaterials from "../extraction/vocabulary/materials.json" with { type: "json" };
import colours from "./colours.json" with { type: "json" };
import materials from "./materials.json" with { type: "json" };
import stylePalettes from "./style-palettes.json" with { type: "json" };
import { colourHex, coloursIn, describeMaterial, materialsIn } from "./vocabulary";

describe("the colour and material data", () => {
  it("paints every colour the extractor can hear", () => {
    const missing = [...extractorColours.colours, ...Object.keys(extractorColours.aliases)].filter((name) => coloursIn(name).length !== 1);
    expect(missing).toEqual([]);
  });

  it("gives every shade word the extractor knows a tint", () => {
    expect(extractorColours.shades.filter((shade) => !(shade in colours.shades))).toEqual([]);
  });

  it("has a tone and a drawn pattern for every material the extractor can hear", () => {
    const names = Object.values(extractorMaterials.families).flat();
    expect(names.filter((name) => describeMaterial(name).tone === null)).toEqual([]);
    expect(names.filter((name) => describeMaterial(name).pattern === "plain")).toEqual([]);
    const aliases = Object.keys(extractorMaterials.aliases).filter((alias) => materialsIn(alias)[0]?.name !== extractorMaterials.aliases[alias as keyof typeof extractorMaterials.aliases]);
    expect(aliases).toEqual([]);
  });

  it("holds only #rrggbb values and patterns for known materials", () => {
    const hexes = [...Object.values(colours.colours), ...Object.values(colours.materials), ...Object.values(colours.shades).map((shade) => shade.toward)];
    expect(hexes.filter((hex) => !/^#[0-9a-f]{6}$/.test(hex))).toEqual([]);
    expect(Object.values(materials.patterns).flat().filter((name) => !(name in colours.materials))).toEqual([]);
  });

  it("has a palette for every style option, naming known colours and materials", () => {
    for (const style of [...DESIGN_STYLE_OPTIONS, "default"]) {
      const palette = stylePalettes.styles[style as keyof typeof stylePalettes.styles];
      expect(palette, style).toBeDefined();
      expect(palette.colours.filter((name) => colourHex(name) === null), style).toEqual([]);
      expect([...palette.materials, palette.floor].filter((name) => describeMaterial(name).tone === null), style).toEqual([]);
    }
  });
});

describe("reading colour words", () => {
  it("keeps a trailing plain hue with the colour it restates", () => {
    expect(coloursIn("sage green and navy blue")).toEqual([
      { name: "sage green", hex: colours.colours.sage },
      { name: "navy blue", hex: colours.colours.navy },
    ]);
  });

  it("tints a colour by the shade word before it", () => {
    const [deep] = coloursIn("deep emerald");
    expect(deep?.name).toBe("deep emerald");
    expect(deep?.hex).not.toBe(colours.colours.emerald);
  });

  it("prefers a named compound to a shade ('dove grey'), and reads spoken spellings", () => {
    expect(coloursIn("dove grey")).toEqual([{ name: "dove grey", hex: colours.colours["dove grey"] }]);
    expect(coloursIn("Slate-Gray")[0]?.name).toBe("slate grey");
    expect(coloursIn("oatmeal")[0]?.name).toBe("oat");
  });

  it("reads nothing from words that are not colours", () => {
    expect(coloursIn("vermilion chartreuse")).toEqual([]);
  });

  it("folds accents when reading materials", () => {
    expect(materialsIn("Bouclé")[0]?.name).toBe("boucle");
  });
});
