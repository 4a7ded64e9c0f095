import { describe, expect, it } from "vitest";
import { wordErrorRate, wordErrors } from "./word-error";

describe("wordErrors", () => {
  it("counts substitutions, deletions and insertions", () => {
    expect(wordErrors("a pair of brass lamps", "a pair of brass lamps")).toEqual({ errors: 0, words: 5 });
    expect(wordErrors("a pair of brass lamps", "a pear of brass lamps")).toEqual({ errors: 1, words: 5 });
    expect(wordErrors("a pair of brass lamps", "pair of lamps")).toEqual({ errors: 2, words: 5 });
    expect(wordErrors("two chairs", "two big chairs please")).toEqual({ errors: 2, words: 2 });
    expect(wordErrors("two chairs", "")).toEqual({ errors: 2, words: 2 });
  });

  it("ignores case and spacing", () => {
    expect(wordErrors("Oak  Table", " oak table ")).toEqual({ errors: 0, words: 2 });
  });
});

describe("wordErrorRate", () => {
  it("pools errors over all reference words", () => {
    const rate = wordErrorRate([
      { reference: "one two three four", hypothesis: "one two three four" },
      { reference: "five six", hypothesis: "five" },
    ]);
    expect(rate).toBeCloseTo(1 / 6);
  });
});
