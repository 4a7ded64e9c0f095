import { describe, expect, it } from "vitest";
import { nextWholeHour, toDateTimeLocalValue } from "./dates";

describe("nextWholeHour", () => {
  it("starts a new meeting or installation at the next whole hour, never now", () => {
    expect(toDateTimeLocalValue(nextWholeHour(new Date(2026, 10, 23, 10, 20, 45)))).toBe("2026-11-23T11:00");
    expect(toDateTimeLocalValue(nextWholeHour(new Date(2026, 10, 23, 10, 0, 0)))).toBe("2026-11-23T11:00");
    expect(toDateTimeLocalValue(nextWholeHour(new Date(2026, 11, 31, 23, 59)))).toBe("2027-01-01T00:00");
  });
});
