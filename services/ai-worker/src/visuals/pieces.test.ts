import { describe, expect, it } from "vitest";
import { pieceFor } from "./pieces";

describe("pieceFor", () => {
  it.each([
    ["King bed", "bed"],
    ["Table lamp", "table lamp"],
    ["Dining table", "dining table"],
    ["Coffee table", "coffee table"],
    ["Bedside tables", "side table"],
    ["Scatter cushions", "cushions"],
    ["Bed bench", "ottoman"],
    ["Desk chair", "chair"],
    ["Linen curtains", "curtains"],
    ["Olive tree", "plant"],
  ])("draws %s as a %s", (name, kind) => {
    expect(pieceFor({ name, category: null })).toBe(kind);
  });

  it("falls back to the item's category, but never guesses a piece of furniture", () => {
    expect(pieceFor({ name: "Vintage print", category: "art" })).toBe("art");
    expect(pieceFor({ name: "Hammock", category: "furniture" })).toBeNull();
    expect(pieceFor({ name: "Gizmo", category: "art" })).toBe("art");
    expect(pieceFor({ name: "Gizmo", category: null })).toBeNull();
  });
});
