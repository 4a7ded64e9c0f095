import type { TimelineEvent } from "@atelier/contracts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TimelineProgress } from "./timeline-progress";

const withStatuses = (...statuses: TimelineEvent["status"][]) => statuses.map((status) => ({ status, origin: "designer", notice: false }) as TimelineEvent);

describe("TimelineProgress", () => {
  it("shows completed events over all events, in words and on the bar", () => {
    render(<TimelineProgress events={withStatuses("completed", "in_progress", "pending")} />);
    expect(screen.getByText("1 of 3 completed · 33%")).toBeTruthy();
    const bar = screen.getByRole("progressbar", { name: "Timeline progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("33");
    expect(bar.getAttribute("aria-valuetext")).toBe("33%, 1 of 3 completed");
  });

  it("does not count an event in progress as done, and reads 100% when all are completed", () => {
    const { rerender } = render(<TimelineProgress events={withStatuses("in_progress", "in_progress")} />);
    expect(screen.getByText("0 of 2 completed · 0%")).toBeTruthy();
    rerender(<TimelineProgress events={withStatuses("completed", "completed")} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
  });

  it("counts only what was planned: a quote approved and a delivery completed on their own are a record, not steps", () => {
    const happened = { status: "completed", origin: "event", notice: false } as TimelineEvent;
    render(<TimelineProgress events={[...withStatuses("pending", "completed"), happened, happened]} />);
    expect(screen.getByText("1 of 2 completed · 50%")).toBeTruthy();
  });
});
