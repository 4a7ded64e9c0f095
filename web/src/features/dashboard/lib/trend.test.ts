import { describe, expect, it } from "vitest";
import { trendText } from "./trend";

describe("trendText", () => {
  it("states a rise with a plus sign", () => {
    expect(trendText(12)).toBe("+12% from last month");
  });

  it("states a fall with a minus sign", () => {
    expect(trendText(-5)).toBe("\u22125% from last month");
  });

  it("states no change without a sign", () => {
    expect(trendText(0)).toBe("0% from last month");
  });

  it("says there is nothing to compare with when last month had no data", () => {
    expect(trendText(null)).toBe("No data from last month");
  });
});
