import { describe, expect, it } from "vitest";
import { splitSchedule } from "./schedule";

const now = new Date("2026-11-22T10:00:00.000Z");
const entry = (id: string, at: string, status: string) => ({ id, at, status });
const timeOf = (e: { at: string }) => e.at;
const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

describe("splitSchedule", () => {
  it("lists what is ahead as upcoming and what has passed as past", () => {
    const { upcoming, past } = splitSchedule(
      [entry("tomorrow", "2026-11-23T09:00:00.000Z", "scheduled"), entry("yesterday", "2026-11-21T09:00:00.000Z", "scheduled")],
      timeOf,
      now,
    );
    expect(ids(upcoming)).toEqual(["tomorrow"]);
    expect(ids(past)).toEqual(["yesterday"]);
  });

  it("counts a completed entry as past even when its time is ahead", () => {
    const { upcoming, past } = splitSchedule([entry("done-early", "2026-11-25T09:00:00.000Z", "completed")], timeOf, now);
    expect(upcoming).toEqual([]);
    expect(ids(past)).toEqual(["done-early"]);
  });

  it("leaves a cancelled future entry out of upcoming", () => {
    const { upcoming, past } = splitSchedule([entry("called-off", "2026-11-25T09:00:00.000Z", "cancelled")], timeOf, now);
    expect(upcoming).toEqual([]);
    expect(past).toEqual([]);
  });

  it("keeps a cancelled entry whose time has passed in past", () => {
    const { past } = splitSchedule([entry("old", "2026-11-01T09:00:00.000Z", "cancelled")], timeOf, now);
    expect(ids(past)).toEqual(["old"]);
  });

  it("treats the present moment as passed and keeps the given order", () => {
    const { upcoming, past } = splitSchedule(
      [
        entry("now", now.toISOString(), "scheduled"),
        entry("a", "2026-11-24T09:00:00.000Z", "in_progress"),
        entry("b", "2026-11-23T09:00:00.000Z", "scheduled"),
      ],
      timeOf,
      now,
    );
    expect(ids(upcoming)).toEqual(["a", "b"]);
    expect(ids(past)).toEqual(["now"]);
  });
});
