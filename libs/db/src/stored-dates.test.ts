import { describe, expect, it } from "vitest";
import { daysAfter, fromDateOnly, toDateOnly } from "./stored-dates";

describe("stored dates", () => {
  it("reads and writes a calendar date as the UTC midnight Postgres keeps for it", () => {
    expect(fromDateOnly("2026-11-22")?.toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(toDateOnly(new Date("2026-11-22T00:00:00.000Z"))).toBe("2026-11-22");
    expect([fromDateOnly(null), fromDateOnly(undefined), toDateOnly(null)]).toEqual([null, undefined, null]);
  });

  it("counts days across months and years", () => {
    expect(toDateOnly(daysAfter("2026-12-20", 30))).toBe("2027-01-19");
    expect(toDateOnly(daysAfter("2026-03-01", -1))).toBe("2026-02-28");
  });
});
