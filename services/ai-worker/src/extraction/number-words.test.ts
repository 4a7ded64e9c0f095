import { describe, expect, it } from "vitest";
import { parseNumberAt } from "./number-words";
import { tokenise } from "./tokenise";

const read = (text: string) => parseNumberAt(tokenise(text), 0);

describe("parseNumberAt", () => {
  it.each([
    ["six", 6, 1],
    ["twenty four", 24, 2],
    ["one hundred and twenty", 120, 4],
    ["two thousand five hundred", 2500, 4],
    ["two point four", 2.4, 3],
    ["one point two five", 1.25, 4],
    ["point eight", 0.8, 2],
    ["one and a half", 1.5, 4],
    ["a dozen", 12, 2],
    ["24", 24, 1],
    ["2.4", 2.4, 1],
  ])("reads %s as %d", (text, value, length) => {
    expect(read(text)).toEqual({ value, length });
  });

  it("keeps neighbouring numbers apart", () => {
    expect(read("twelve twelve riempie chairs")).toEqual({ value: 12, length: 1 });
    expect(read("six and eight")).toEqual({ value: 6, length: 1 });
    expect(read("twenty four six")).toEqual({ value: 24, length: 2 });
  });

  it("reads nothing from other words", () => {
    expect(read("a pair")).toBeNull();
    expect(read("point")).toBeNull();
  });
});
