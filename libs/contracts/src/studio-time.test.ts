import { describe, expect, it } from "vitest";
import { daysBetween, momentOfWallClock, studioDay, timeZoneField, wallClockText } from "./studio-time";

describe("studio time", () => {
  const evening = new Date("2026-11-23T22:30:00Z");

  it("reads the day and the clock in the studio's zone, not the machine's", () => {
    expect(studioDay(evening, "Africa/Johannesburg")).toBe("2026-11-24");
    expect(studioDay(evening, "America/New_York")).toBe("2026-11-23");
    expect(wallClockText(evening, "Africa/Johannesburg")).toBe("2026-11-24T00:30");
    expect(wallClockText(evening, "Asia/Kolkata")).toBe("2026-11-24T04:00");
  });

  it("turns a reading of the studio's clock back into the moment", () => {
    expect(momentOfWallClock("2026-11-24T00:30", "Africa/Johannesburg")?.toISOString()).toBe(evening.toISOString());
    expect(momentOfWallClock("2026-11-24", "Africa/Johannesburg")?.toISOString()).toBe("2026-11-23T22:00:00.000Z");
    expect(momentOfWallClock("2026-07-01T09:00", "Europe/London")?.toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(momentOfWallClock("2026-01-01T09:00", "Europe/London")?.toISOString()).toBe("2026-01-01T09:00:00.000Z");
  });

  it("takes a reading skipped by daylight saving at the offset before it", () => {
    expect(momentOfWallClock("2026-03-29T01:30", "Europe/London")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("refuses what is not a reading", () => {
    expect(momentOfWallClock("2026-02-30", "Africa/Johannesburg")).toBeNull();
    expect(momentOfWallClock("tomorrow", "Africa/Johannesburg")).toBeNull();
  });

  it("accepts IANA zone names in their canonical spelling and nothing else", () => {
    expect(timeZoneField.parse(" europe/london ")).toBe("Europe/London");
    expect(timeZoneField.parse("UTC")).toBe("UTC");
    for (const wrong of ["+02:00", "SAST", "Mars/Olympus_Mons", 2]) {
      expect(timeZoneField.safeParse(wrong).error?.issues[0]?.message).toBe("Time zone must be a time zone name, such as Africa/Johannesburg");
    }
  });
});

describe("daysBetween", () => {
  it("counts calendar days across month ends, leap days and the year's end, never off by an hour", () => {
    expect(daysBetween("2026-11-28", "2026-11-28")).toBe(0);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2026-12-31", "2027-01-30")).toBe(30);
    expect(daysBetween("2026-11-28", "2026-11-01")).toBe(-27);
  });
});
