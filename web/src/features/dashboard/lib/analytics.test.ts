import { describe, expect, it } from "vitest";
import { percentText, projectedRevenueText, satisfactionText } from "./analytics";

describe("analytics figures", () => {
  it("projects yearly revenue plus 15%, in rand", () => {
    expect(projectedRevenueText("1000000.00")).toBe("R 1,150,000.00");
    expect(projectedRevenueText("333.33")).toBe("R 383.33");
  });

  it("has nothing to project without revenue", () => {
    expect(projectedRevenueText("0.00")).toBe("No data yet");
  });

  it("shows unknown measurements as such rather than as zero", () => {
    expect(percentText(null)).toBe("No data yet");
    expect(percentText(31.5)).toBe("31.5%");
    expect(satisfactionText(null)).toBe("Unknown");
  });
});
