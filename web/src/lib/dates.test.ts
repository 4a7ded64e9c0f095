import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, fromDateTimeLocalValue, nextWholeHour, toDateTimeLocalValue, todayDateValue } from "./dates";

const JOHANNESBURG = "Africa/Johannesburg";

describe("dates on the studio's clock", () => {
  it("shows a moment as the studio's clock reads it, whatever the browser's zone", () => {
    expect(formatDateTime("2026-11-22T07:30:00.000Z", JOHANNESBURG)).toBe("Nov 22, 09:30");
    expect(formatDateTime("2026-11-22T07:30:00.000Z", "America/New_York")).toBe("Nov 22, 02:30");
    expect(formatDate("2026-11-22T23:30:00.000Z", JOHANNESBURG)).toBe("Nov 23, 2026");
  });

  it("reads a bare calendar date as that day in every zone", () => {
    expect(formatDate("2026-11-22", "Pacific/Honolulu")).toBe("Nov 22, 2026");
  });

  it("takes what a designer abroad types as the studio's time", () => {
    expect(fromDateTimeLocalValue("2026-11-23T09:00", JOHANNESBURG)).toBe("2026-11-23T07:00:00.000Z");
    expect(toDateTimeLocalValue(new Date("2026-11-23T07:00:00.000Z"), JOHANNESBURG)).toBe("2026-11-23T09:00");
    expect(fromDateTimeLocalValue("2026-11-23T", JOHANNESBURG)).toBe("");
    expect(todayDateValue(JOHANNESBURG, new Date("2026-11-22T22:30:00.000Z"))).toBe("2026-11-23");
  });

  it("starts a new meeting or installation at the studio's next whole hour, never now", () => {
    const next = (iso: string, zone = JOHANNESBURG) => toDateTimeLocalValue(nextWholeHour(zone, new Date(iso)), zone);
    expect(next("2026-11-23T08:20:45.500Z")).toBe("2026-11-23T11:00");
    expect(next("2026-11-23T08:00:00.000Z")).toBe("2026-11-23T11:00");
    expect(next("2026-12-31T21:59:00.000Z")).toBe("2027-01-01T00:00");
    expect(next("2026-11-23T04:40:00.000Z", "Asia/Kolkata")).toBe("2026-11-23T11:00");
  });
});
