import { describe, expect, it } from "vitest";
import { stageCounts } from "./stage-counts";

describe("production stage counts", () => {
  it("counts every status, with zero for a stage nobody is at", () => {
    const counts = stageCounts([
      { status: "pending", overdue: false },
      { status: "in_production", overdue: true },
      { status: "in_production", overdue: false },
      { status: "completed", overdue: false },
    ]);
    expect(counts).toEqual({ byStatus: { pending: 1, in_production: 2, quality_check: 0, ready: 0, completed: 1 }, overdue: 1, total: 4 });
  });

  it("is all zeros for a project with nothing in production", () => {
    expect(stageCounts([])).toEqual({ byStatus: { pending: 0, in_production: 0, quality_check: 0, ready: 0, completed: 0 }, overdue: 0, total: 0 });
  });
});
