import { describe, expect, it } from "vitest";
import { budgetUsage } from "./budget-usage";

describe("budgetUsage", () => {
  it("rounds the percent used and fills the bar as far", () => {
    expect(budgetUsage({ budgetAllocated: "30000.00", estimatedCost: "10000.00", variance: "20000.00" })).toEqual({ percent: 33, barPercent: 33, overBudget: false });
  });

  it("caps the bar at 100% and says over budget above it", () => {
    expect(budgetUsage({ budgetAllocated: "10000.00", estimatedCost: "12550.00", variance: "-2550.00" })).toEqual({ percent: 126, barPercent: 100, overBudget: true });
  });

  it("counts a budget spent exactly as under budget", () => {
    expect(budgetUsage({ budgetAllocated: "5000.00", estimatedCost: "5000.00", variance: "0.00" })).toEqual({ percent: 100, barPercent: 100, overBudget: false });
  });

  it("has no percent without a budget", () => {
    expect(budgetUsage({ budgetAllocated: "0.00", estimatedCost: "800.00", variance: "-800.00" })).toEqual({ percent: null, barPercent: 100, overBudget: true });
    expect(budgetUsage({ budgetAllocated: "0.00", estimatedCost: "0.00", variance: "0.00" })).toEqual({ percent: null, barPercent: 0, overBudget: false });
  });
});
