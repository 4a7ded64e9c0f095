import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-body";

const bytes = (text: string) => Buffer.from(text, "utf8");
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("nestsDeeperThan", () => {
  it("allows nesting up to the limit and refuses one level more", () => {
    expect(nestsDeeperThan(bytes(nested(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(bytes(nested(MAX_JSON_DEPTH + 1)), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(bytes(`{"a":${"{\"a\":".repeat(MAX_JSON_DEPTH)}1${"}".repeat(MAX_JSON_DEPTH)}}`), MAX_JSON_DEPTH)).toBe(true);
  });

  it("reads a 200,000-deep array without recursion", () => {
    expect(nestsDeeperThan(bytes(nested(200_000)), MAX_JSON_DEPTH)).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    const brackets = `"${"[{".repeat(100)} \\" ${"[".repeat(100)}"`;
    expect(nestsDeeperThan(bytes(`{"note":${brackets},"items":[[1]]}`), 3)).toBe(false);
    expect(nestsDeeperThan(bytes(`["\\\\", [[[1]]]]`), 3)).toBe(true);
  });

  it("counts siblings at their own depth, not cumulatively", () => {
    expect(nestsDeeperThan(bytes(`[${Array.from({ length: 1000 }, () => "[[1]]").join(",")}]`), 3)).toBe(false);
  });
});
