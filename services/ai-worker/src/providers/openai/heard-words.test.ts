import { describe, expect, it } from "vitest";
import { wordsOfSegments, wordsOfTokens } from "./heard-words";

describe("wordsOfSegments", () => {
  it("gives each word its segment's geometric mean token probability", () => {
    const words = wordsOfSegments([
      { text: " A pair of lamps.", avg_logprob: Math.log(0.95) },
      { text: " And a rocking chair.", avg_logprob: Math.log(0.4) },
    ]);
    expect(words.map(({ word }) => word)).toEqual(["A", "pair", "of", "lamps.", "And", "a", "rocking", "chair."]);
    expect(words[3]!.confidence).toBeCloseTo(0.95);
    expect(words[6]!.confidence).toBeCloseTo(0.4);
  });
});

describe("wordsOfTokens", () => {
  it("joins a word's tokens and multiplies their probabilities", () => {
    const words = wordsOfTokens([
      { token: "Two", logprob: Math.log(0.9) },
      { token: " br", logprob: Math.log(0.8) },
      { token: "ass", logprob: Math.log(0.5) },
      { token: " lamps", logprob: 0 },
      { token: ".", logprob: Math.log(0.9) },
    ]);
    expect(words.map(({ word }) => word)).toEqual(["Two", "brass", "lamps."]);
    expect(words.map(({ confidence }) => confidence)).toEqual([expect.closeTo(0.9), expect.closeTo(0.4), expect.closeTo(0.9)]);
  });

  it("holds a word with a token of unknown probability unsure, and skips bare spaces", () => {
    expect(wordsOfTokens([{ token: " " }, { token: "rug", logprob: 0 }, { token: " ", logprob: 0 }])).toEqual([{ word: "rug", confidence: 0 }]);
  });
});
