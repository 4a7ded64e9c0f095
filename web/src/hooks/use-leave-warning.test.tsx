import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLeaveWarning } from "./use-leave-warning";

const QUESTION = "Leave this quote? Your changes are not saved.";

/** Whether leaving the page now would be questioned: a beforeunload a listener cancelled. */
function reloadIsQuestioned(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function QuotePage({ dirty }: { dirty: boolean }) {
  useLeaveWarning(dirty, QUESTION);
  return (
    <>
      <h1>Quote</h1>
      <Link to="/projects/1">Back to Project</Link>
      <Link to="?tab=lines">Lines</Link>
    </>
  );
}

/** The project page, then the quote's, as a designer reaches it: Back goes to the project. */
function openQuote(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: "/projects/1", element: <h1>Project</h1> },
      { path: "/quotes/1", element: <QuotePage dirty={dirty} /> },
    ],
    { initialEntries: ["/projects/1", "/quotes/1"], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const inRouter = ({ children }: { children: ReactNode }) => <RouterProvider router={createMemoryRouter([{ path: "*", element: children }])} />;

afterEach(() => vi.restoreAllMocks());

describe("the warning before leaving a page", () => {
  it("asks before a reload only while there are unsaved changes, and stops once they are saved", () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useLeaveWarning(dirty, QUESTION), { initialProps: { dirty: false }, wrapper: inRouter });
    expect(reloadIsQuestioned()).toBe(false);
    rerender({ dirty: true });
    expect(reloadIsQuestioned()).toBe(true);
    rerender({ dirty: false });
    expect(reloadIsQuestioned()).toBe(false);
    rerender({ dirty: true });
    unmount();
    expect(reloadIsQuestioned()).toBe(false);
  });

  it("asks before a link leaves the page, which stays unless the designer agrees", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    openQuote(true);
    fireEvent.click(screen.getByRole("link", { name: "Back to Project" }));
    expect(screen.getByRole("heading", { name: "Quote" })).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Back to Project" }));
    expect(await screen.findByRole("heading", { name: "Project" })).toBeTruthy();
    expect(confirm.mock.calls).toEqual([[QUESTION], [QUESTION]]);
  });

  it("asks before the browser's Back leaves the page, and stays on it unless the designer agrees", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const router = openQuote(true);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/quotes/1");
    expect(screen.getByRole("heading", { name: "Quote" })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole("heading", { name: "Project" })).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it("lets the page change its own tab, and anything go when nothing is unsaved", async () => {
    const confirm = vi.spyOn(window, "confirm");
    const router = openQuote(true);
    fireEvent.click(screen.getByRole("link", { name: "Lines" }));
    expect(router.state.location.search).toBe("?tab=lines");
    openQuote(false);
    fireEvent.click(screen.getAllByRole("link", { name: "Back to Project" }).at(-1)!);
    expect(await screen.findByRole("heading", { name: "Project" })).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});
