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

  it("says when the oldest saved answer on show was saved, and goes once fresh answers are on their way", () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 23, 16, 30), toFake: ["Date"] });
    render(<OfflineDataNotice />);

    answerSavedAt(new Date(2026, 10, 23, 14, 5));
    answerSavedAt(new Date(2026, 10, 23, 15, 40));
    expect(screen.getByRole("status").textContent).toBe("Offline: showing what was saved at 14:05");

    act(() => savedAnswers.forget());
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("names the day of an answer saved before today", () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 23, 8, 0), toFake: ["Date"] });
    render(<OfflineDataNotice />);

    answerSavedAt(new Date(2026, 10, 21, 17, 45));

    expect(screen.getByRole("status").textContent).toBe("Offline: showing what was saved at Nov 21, 17:45");
  });
});
