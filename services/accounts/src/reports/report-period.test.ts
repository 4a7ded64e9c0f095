import { describe, expect, it } from "vitest";
import { reportPeriod } from "./report-period";

describe("a report's period", () => {
  // Half past midnight on the 29th in Johannesburg; still the 28th in London and in UTC.
  const now = new Date("2026-11-28T22:30:00Z");

  it("is the studio's month so far when no days are given", () => {
    expect(reportPeriod({}, "Africa/Johannesburg", now)).toEqual({
      from: "2026-11-01",
      to: "2026-11-29",
      start: new Date("2026-10-31T22:00:00Z"),
      end: new Date("2026-11-29T22:00:00Z"),
    });
  });

  it("runs from the first of the last day's month when only the last day is given, and to the studio's today when only the first is", () => {
    expect(reportPeriod({ to: "2026-10-15" }, "Africa/Johannesburg", now)).toMatchObject({ from: "2026-10-01", to: "2026-10-15" });
    expect(reportPeriod({ from: "2026-09-01" }, "Europe/London", now)).toMatchObject({ from: "2026-09-01", to: "2026-11-28", end: new Date("2026-11-29T00:00:00Z") });
  });
});
