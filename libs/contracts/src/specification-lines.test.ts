import { describe, expect, it } from "vitest";
import { specificationLines, specificationText } from "./items";

const noSpecs = { color: null, material: null, size: null, specifications: null };

describe("specificationLines", () => {
  it("joins colour, material and size on one line, then the specifications text", () => {
    expect(
      specificationLines({ color: "Ivory", material: "Bouclé", size: "240 × 100 cm", specifications: "Feather-wrapped cushions" }),
    ).toEqual(["Ivory, Bouclé, 240 × 100 cm", "Feather-wrapped cushions"]);
  });

  it("skips the parts that are missing or blank", () => {
    expect(specificationLines({ ...noSpecs, material: "Brass", size: "  " })).toEqual(["Brass"]);
    expect(specificationLines({ ...noSpecs, specifications: "Dimmable" })).toEqual(["Dimmable"]);
  });

  it("is empty when nothing is specified", () => {
    expect(specificationLines(noSpecs)).toEqual([]);
  });
});

describe("specificationText", () => {
  it("puts the lines on one line, as a document prints them, and is null with nothing to print", () => {
    expect(specificationText({ color: "Ivory", material: "Bouclé", size: null, specifications: "Feather-wrapped cushions" })).toBe("Ivory, Bouclé · Feather-wrapped cushions");
    expect(specificationText(noSpecs)).toBeNull();
    expect(specificationText(null)).toBeNull();
  });
});
