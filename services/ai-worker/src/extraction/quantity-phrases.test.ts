import { describe, expect, it } from "vitest";
import { matchDimension, matchQuantity } from "./quantity-phrases";
import { tokenise } from "./tokenise";

const quantity = (text: string) => matchQuantity(tokenise(text), 0);

describe("matchQuantity", () => {
  it("reads a pair as one unit of two pieces", () => {
    expect(quantity("a pair of brass lamps")).toEqual({ value: { value: 1, unit: "pair", piecesPerUnit: 2, source: "collective", note: null }, length: 3 });
    expect(quantity("two pairs of lanterns")?.value).toMatchObject({ value: 2, unit: "pair" });
  });

  it("reads fabric by length in metres", () => {
    expect(quantity("six metres of linen")).toEqual({ value: { value: 6, unit: "meters", piecesPerUnit: 1, source: "measured", note: null }, length: 3 });
    expect(quantity("two point five meters of voile")?.value).toMatchObject({ value: 2.5, unit: "meters" });
  });

  it("reads a set with its size", () => {
    expect(quantity("a set of four prints")).toEqual({ value: { value: 1, unit: "set", piecesPerUnit: 4, source: "collective", note: "set of 4" }, length: 4 });
    expect(quantity("two sets of cot sheets")?.value).toMatchObject({ value: 2, unit: "set", piecesPerUnit: 1 });
  });

  it("reads counts, articles and vague amounts", () => {
    expect(quantity("twenty four hangers")?.value).toMatchObject({ value: 24, unit: "each", source: "number" });
    expect(quantity("a couple of stools")?.value).toMatchObject({ value: 2, source: "number" });
    expect(quantity("an ottoman")?.value).toMatchObject({ value: 1, source: "article" });
    expect(quantity("some towels")?.value).toMatchObject({ value: 1, source: "vague" });
  });
});

describe("matchDimension", () => {
  it("writes measurements compactly", () => {
    expect(matchDimension(tokenise("two point four metres high"), 0)?.value).toEqual({ text: "2.4 m high", bareMetres: null });
    expect(matchDimension(tokenise("three by four metres"), 0)?.value).toEqual({ text: "3 x 4 m", bareMetres: null });
    expect(matchDimension(tokenise("one point two by point eight metres"), 0)?.value.text).toBe("1.2 x 0.8 m");
    expect(matchDimension(tokenise("twelve metres"), 0)?.value).toEqual({ text: "12 m", bareMetres: 12 });
  });
});
