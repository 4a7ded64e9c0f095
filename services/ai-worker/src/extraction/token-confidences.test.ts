import { describe, expect, it } from "vitest";
import { phraseConfidences, tokenConfidences } from "./token-confidences";
import { tokenise } from "./tokenise";

describe("tokenConfidences", () => {
  it("holds typed text certain", () => {
    expect(tokenConfidences(["two", "oak", "chairs"], undefined)).toEqual([1, 1, 1]);
  });

  it("gives each token the confidence of the heard word it came from, punctuation and case aside", () => {
    const tokens = tokenise("Two king-size beds, R22,000.");
    const heard = [
      { word: "Two", confidence: 0.9 },
      { word: "king-size", confidence: 0.4 },
      { word: "beds,", confidence: 0.8 },
      { word: "R22,000.", confidence: 0.6 },
    ];
    expect(tokenConfidences(tokens, heard)).toEqual([0.9, 0.4, 0.4, 0.8, 0.6]);
  });

  it("gives every token the lowest confidence heard when the heard words are not the transcript's", () => {
    const heard = [{ word: "two", confidence: 0.9 }, { word: "oak", confidence: 0.3 }];
    expect(tokenConfidences(["two", "oak", "chairs"], heard)).toEqual([0.3, 0.3, 0.3]);
    expect(tokenConfidences(["two", "oak"], [])).toEqual([0, 0]);
  });
});

describe("phraseConfidences", () => {
  const tokens = ["a", "brass", "lamp", "and", "a", "brass", "mirror"];
  const confidences = [0.9, 0.8, 0.7, 1, 0.95, 0.2, 0.6];

  it("takes the tokens where the phrase is first said", () => {
    expect(phraseConfidences(tokens, confidences, "a brass")).toEqual([0.9, 0.8]);
    expect(phraseConfidences(tokens, confidences, "A brass mirror.")).toEqual([0.95, 0.2, 0.6]);
  });

  it("takes the whole transcript's for a phrase it never says word for word, or an empty one", () => {
    expect(phraseConfidences(tokens, confidences, "a bronze mirror")).toEqual(confidences);
    expect(phraseConfidences(tokens, confidences, "")).toEqual(confidences);
  });
});
