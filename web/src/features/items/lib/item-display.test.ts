import { describe, expect, it } from "vitest";
import { formatQuantity } from "./item-display";

describe("formatQuantity", () => {
  it("shows the quantity with its unit", () => {
    expect(formatQuantity(2, "pair")).toBe("2 pair");
  });

  it("counts in pieces when the unit is missing", () => {
    expect(formatQuantity(3, null)).toBe("3 pieces");
    expect(formatQuantity(3, "")).toBe("3 pieces");
  });
});
