import { describe, expect, it } from "vitest";
import { combineConfidence } from "./confidence";

describe("combineConfidence", () => {
  it("keeps the extraction's score for words heard surely, or typed", () => {
    expect(combineConfidence(0.97, [1, 1, 1])).toBe(0.97);
    expect(combineConfidence(0.82, [])).toBe(0.82);
  });

  it("scales the score by the least sure word, not by all of them", () => {
    expect(combineConfidence(0.97, [1, 0.4, 0.9])).toBe(0.39);
    expect(combineConfidence(0.97, [0.9, 0.9, 0.9, 0.9])).toBe(0.87);
  });

  it("puts a plainly read item below the 0.8 auto-save line once one of its words was heard unsurely", () => {
    expect(combineConfidence(0.97, [1, 0.99])).toBeGreaterThan(0.8);
    expect(combineConfidence(0.97, [1, 0.8])).toBeLessThanOrEqual(0.8);
  });
});
