import { describe, expect, it } from "vitest";
import { evaluate } from "../../eval/evaluate";
import holdout from "../../eval/holdout.json" with { type: "json" };

// The figures measured when this was written; a change that lowers them is a regression.
describe("evaluation set", () => {
  it("reaches the measured precision and recall on the labelled narrations", () => {
    const report = evaluate();
    expect(report.narrations).toBeGreaterThanOrEqual(15);
    expect(report.precision).toBeGreaterThanOrEqual(0.99);
    expect(report.recall).toBeGreaterThanOrEqual(0.99);
    expect(report.attributeAccuracy).toEqual({ unit: 1, category: 1, material: 0.99, color: 0.98, size: 0.98 });
  });

  it("reaches the measured precision and recall on the held-out narrations", () => {
    const report = evaluate(holdout.narrations);
    expect(report.narrations).toBeGreaterThanOrEqual(10);
    expect(report.precision).toBeGreaterThanOrEqual(0.937);
    expect(report.recall).toBeGreaterThanOrEqual(0.952);
  });
});
