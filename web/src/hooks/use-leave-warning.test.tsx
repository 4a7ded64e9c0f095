import { fireEvent, render, renderHook, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useLeaveWarning } from "./use-leave-warning";

const QUESTION = "Leave this quote? Your changes are not saved.";

/** Whether leaving the page now would be questioned: a beforeunload a listener cancelled. */
function reloadIsQuestioned(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function Page({ dirty }: { dirty: boolean }) {
  useLeaveWarning(dirty, QUESTION);
  return (
    <>
      <a href="/projects/1">Back to Project</a>
      <a href="/quote.pdf" download>
        Download
      </a>
    </>
  );
}

describe("the warning before leaving a page", () => {
  it("asks before a reload only while there are unsaved changes, and stops once they are saved", () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useLeaveWarning(dirty, QUESTION), { initialProps: { dirty: false } });
    expect(reloadIsQuestioned()).toBe(false);
    rerender({ dirty: true });
    expect(reloadIsQuestioned()).toBe(true);
    rerender({ dirty: false });
    expect(reloadIsQuestioned()).toBe(false);
    rerender({ dirty: true });
    unmount();
    expect(reloadIsQuestioned()).toBe(false);
  });

  it("asks before a link leaves the page, which stays unless the designer agrees; a download is not leaving", () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<Page dirty />);
    const stayed = !fireEvent.click(screen.getByRole("link", { name: "Back to Project" }));
    const left = fireEvent.click(screen.getByRole("link", { name: "Back to Project" }));
    fireEvent.click(screen.getByRole("link", { name: "Download" }));

    expect({ stayed, left, asked: confirm.mock.calls }).toEqual({ stayed: true, left: true, asked: [[QUESTION], [QUESTION]] });
  });
});
