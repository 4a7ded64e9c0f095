import { describe, expect, it } from "vitest";
import { extractItems } from "./extract-items";

const find = (items: ReturnType<typeof extractItems>, name: string) => {
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no ${name} in ${JSON.stringify(items.map((candidate) => candidate.name))}`);
  return item;
};

describe("extractItems", () => {
  it("reads the spec's example narration", () => {
    const items = extractItems(
      "in the main bedroom we need a pair of brass bedside lamps a king size upholstered headboard in sage velvet and six metres of linen for the curtains",
    );
    expect(items.map(({ name, quantity, unit, material, color, size, category }) => ({ name, quantity, unit, material, color, size, category }))).toEqual([
      { name: "bedside lamp", quantity: 1, unit: "pair", material: "brass", color: null, size: null, category: "lighting" },
      { name: "headboard", quantity: 1, unit: "each", material: "velvet", color: "sage", size: "king", category: "furniture" },
      { name: "curtain", quantity: 6, unit: "meters", material: "linen", color: null, size: null, category: "textiles" },
    ]);
    expect(find(items, "headboard").specifications).toBe("upholstered");
  });

  it("attaches each attribute to the item it was said with, across two items in one sentence", () => {
    const items = extractItems("two oak side tables in a smoked finish and a large ivory wool rug in front of the sofa");
    expect(find(items, "side table")).toMatchObject({ quantity: 2, material: "oak", color: null, size: null });
    expect(find(items, "rug")).toMatchObject({ quantity: 1, material: "wool", color: "ivory", size: "large" });
    expect(items).toHaveLength(2);
  });

  it("gives words after the item to that item, not to a place it is put", () => {
    const items = extractItems("a bench at the foot of the bed in oat boucle");
    expect(items).toEqual([expect.objectContaining({ name: "bench", material: "boucle", color: "oat" })]);
  });

  it("leaves out what is kept or only a place", () => {
    expect(extractItems("we are keeping the existing dining table and the sideboard stays")).toEqual([]);
    expect(extractItems("so no table but three pendants over the island").map((item) => item.name)).toEqual(["pendant"]);
  });

  it("takes a count said after the item", () => {
    expect(extractItems("a round mirror above each basin so two of those")[0]).toMatchObject({ name: "mirror", quantity: 2 });
    expect(extractItems("curtains in a sheer white voile about twelve metres")[0]).toMatchObject({ name: "curtain", quantity: 12, unit: "meters" });
  });

  it("lets a correction replace the attribute it corrects", () => {
    const [shades] = extractItems("a pair of pleated linen lamp shades um actually make that pleated silk");
    expect(shades).toMatchObject({ name: "lamp shade", material: "silk" });
  });

  it("prices each line whole from the catalogue, as a room item's cost estimate is (issue 9)", () => {
    expect(extractItems("an oak side table")[0]?.estimatedCost).toBe("7500.00");
    expect(extractItems("two oak side tables")[0]?.estimatedCost).toBe("15000.00");
  });
});

describe("confidence", () => {
  const confidenceOf = (text: string) => extractItems(text)[0]!.confidence;

  it("is high when every field was said", () => {
    expect(confidenceOf("two walnut sideboards")).toBeGreaterThan(0.9);
  });

  it("drops when the quantity is guessed, more so for a plural", () => {
    const stated = confidenceOf("four linen cushions");
    const singular = confidenceOf("also linen cushion");
    const plural = confidenceOf("also linen cushions");
    expect(singular).toBeLessThan(stated);
    expect(plural).toBeLessThan(singular);
    expect(plural).toBeLessThanOrEqual(0.8);
  });

  it("drops for a word with another common meaning", () => {
    expect(confidenceOf("one mohair throw")).toBeLessThan(confidenceOf("one mohair blanket"));
  });

  it("stays below the auto-save line for an unknown item word, with its category guessed from the material", () => {
    const [item] = extractItems("a pair of velvet doodads");
    expect(item).toMatchObject({ name: "doodad", quantity: 1, unit: "pair", category: "textiles" });
    expect(item!.confidence).toBeLessThan(0.8);
    expect(extractItems("two brass widgets")[0]).toMatchObject({ name: "widget", category: "accessories" });
  });
});

describe("confidence in what was heard", () => {
  /** The transcript's words as the recogniser heard them: sure of each but those in `unsure`. */
  const heard = (transcript: string, unsure: Record<string, number>) =>
    transcript.split(" ").map((word) => ({ word, confidence: unsure[word] ?? 0.99 }));
  const narration = "we need a rocking chair in brass wall mounted and a cot in white";

  it("offers, rather than adds, an item whose name or quantity the recogniser was unsure of", () => {
    const typed = extractItems(narration);
    expect(typed.map(({ name, confidence }) => ({ name, confidence }))).toEqual([
      { name: "rocking chair", confidence: 0.97 },
      { name: "cot", confidence: 0.97 },
    ]);

    const garbled = extractItems(narration, { heardWords: heard(narration, { rocking: 0.31, a: 0.55 }) });
    expect(garbled.map(({ name }) => name)).toEqual(["rocking chair", "cot"]);
    for (const item of garbled) expect(item.confidence).toBeLessThan(0.8);
  });

  it("keeps an item read plainly from words heard surely above the auto-save line", () => {
    const [chair] = extractItems(narration, { heardWords: heard(narration, {}) });
    expect(chair!.confidence).toBeGreaterThan(0.8);
  });

  it("does not hold an item back for an unsure material, which the designer sees on the item", () => {
    const [chair] = extractItems(narration, { heardWords: heard(narration, { brass: 0.2 }) });
    expect(chair).toMatchObject({ material: "brass", confidence: 0.96 });
  });
});

