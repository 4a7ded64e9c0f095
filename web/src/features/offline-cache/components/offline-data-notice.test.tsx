import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { savedAnswers } from "@/features/offline-cache/lib/saved-answers";
import { OfflineDataNotice } from "./offline-data-notice";

afterEach(() => {
  act(() => savedAnswers.forget());
  vi.useRealTimers();
});

const answerSavedAt = (date: Date) => act(() => savedAnswers.receive({ type: "atelier:cached-answer", savedAt: date.toUTCString() }));

describe("OfflineDataNotice", () => {
  it("says nothing while the page shows the server's own answers", () => {
    render(<OfflineDataNotice />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says when the oldest saved answer on show was saved, on the studio's clock, and goes once fresh answers are on their way", () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T14:30:00.000Z"), toFake: ["Date"] });
    render(<OfflineDataNotice />);

    answerSavedAt(new Date("2026-11-23T12:05:00.000Z"));
    answerSavedAt(new Date("2026-11-23T13:40:00.000Z"));
    expect(screen.getByRole("status").textContent).toBe("Offline: showing what was saved at 14:05");

    act(() => savedAnswers.forget());
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("names the day of an answer saved before today where the studio is", () => {
    // 01:30 on the 24th in Johannesburg, while it is still the 23rd in UTC.
    vi.useFakeTimers({ now: new Date("2026-11-23T23:30:00.000Z"), toFake: ["Date"] });
    render(<OfflineDataNotice />);

    answerSavedAt(new Date("2026-11-23T21:50:00.000Z"));

    expect(screen.getByRole("status").textContent).toBe("Offline: showing what was saved at Nov 23, 23:50");
  });
});
