import { describe, expect, it } from "vitest";
import { dueReminderStage } from "./reminder-stage";

const issued = (issueDate: string, dueDate: string) => (today: string) => dueReminderStage({ issueDate, dueDate, today });

describe("dueReminderStage", () => {
  it("reminds 3 days before, on the day, and 7 and 14 days after an invoice is due", () => {
    const stageOn = issued("2026-11-01", "2026-11-15");
    expect(stageOn("2026-11-11")).toBeNull();
    expect(stageOn("2026-11-12")).toBe("due_soon");
    expect(stageOn("2026-11-15")).toBe("due_today");
    expect(stageOn("2026-11-21")).toBeNull();
    expect(stageOn("2026-11-22")).toBe("overdue_7");
    expect(stageOn("2026-11-29")).toBe("overdue_14");
  });

  it("still sends a reminder up to 3 days late, after an outage, but not one missed longer", () => {
    const stageOn = issued("2026-11-01", "2026-11-15");
    expect(stageOn("2026-11-14")).toBe("due_soon");
    expect(stageOn("2026-11-18")).toBe("due_today");
    expect(stageOn("2026-11-19")).toBeNull();
    expect(stageOn("2026-12-02")).toBe("overdue_14");
    expect(stageOn("2026-12-03")).toBeNull();
  });

  it("never reminds on or before the invoice's own date: due on receipt has no 'due soon' or 'due today'", () => {
    const onReceipt = issued("2026-11-15", "2026-11-15");
    expect(onReceipt("2026-11-15")).toBeNull();
    expect(onReceipt("2026-11-22")).toBe("overdue_7");
    const twoDays = issued("2026-11-13", "2026-11-15");
    expect(twoDays("2026-11-13")).toBeNull();
    expect(twoDays("2026-11-15")).toBe("due_today");
  });
});
