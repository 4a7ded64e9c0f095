import { describe, expect, it } from "vitest";
import { estimateCost, materialTier } from "./estimate-cost";

describe("estimateCost", () => {
  it("multiplies quantity by the unit price of the item's material tier", () => {
    expect(estimateCost({ name: "dining chair", category: "furniture", material: "leather", quantity: 10, unit: "each" })).toEqual({
      unitPrice: "6500.00",
      total: "65000.00",
      basis: "catalogue estimate",
      matched: "item type",
      tier: "premium",
    });
  });

  it("prices a pair as two pieces and a set by its size", () => {
    expect(estimateCost({ name: "bedside lamp", category: "lighting", material: "brass", quantity: 1, unit: "pair" }).unitPrice).toBe("11000.00");
    expect(estimateCost({ name: "print", category: "art", material: null, quantity: 2, unit: "set", piecesPerUnit: 4 })).toMatchObject({
      unitPrice: "12800.00",
      total: "25600.00",
    });
  });

  it("keeps exact cents for fractional metres", () => {
    expect(estimateCost({ name: "curtain", category: "textiles", material: "voile", quantity: 2.35, unit: "meters" })).toMatchObject({
      unitPrice: "450.00",
      total: "1057.50",
    });
    expect(estimateCost({ name: "fabric", category: "textiles", material: "silk", quantity: 3.333, unit: "meters" })).toMatchObject({
      unitPrice: "1850.00",
      total: "6166.05",
    });
  });

  it("falls back to the category default for an item it does not know", () => {
    expect(estimateCost({ name: "doodad", category: "accessories", material: null, quantity: 3, unit: "each" })).toMatchObject({
      unitPrice: "2200.00",
      total: "6600.00",
      matched: "category default",
    });
  });
});

describe("materialTier", () => {
  it("takes the dearest material named, and premium when none is known", () => {
    expect(materialTier("marble, brass")).toBe("luxury");
    expect(materialTier("jute")).toBe("standard");
    expect(materialTier(null)).toBe("premium");
    expect(materialTier("unobtainium")).toBe("premium");
  });
});
