import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { toast } from "@/hooks/use-toast";
import { listOf, notificationNumber } from "../test/notification-fixtures";
import { NotificationStack } from "./notification-stack";

/** A 360 px wide phone: the media query of a phone's screen matches. */
beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("max-width"), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  localStorage.clear();
  return () => vi.unstubAllGlobals();
});

const fiveNew = listOf([1, 2, 3, 4, 5].map((n) => notificationNumber(n)));
const actions = () => ({ onOpen: vi.fn(), onDismiss: vi.fn(), onDismissAll: vi.fn(), onShowAll: vi.fn() });
const stack = () => screen.getByRole("region", { name: "New notifications" });
const countLine = () => within(stack()).queryByRole("button", { name: /^\d+ new notifications?$/ });

describe("the notification stack on a phone", () => {
  it("is one line with the count, opening into the first 3 and '+N more' and folding again with Escape", () => {
    const handlers = actions();
    render(<NotificationStack list={fiveNew} {...handlers} />);
    const line = countLine()!;
    expect(line.textContent).toBe("5 new notifications");
    expect(line.getAttribute("aria-expanded")).toBe("false");
    expect(within(stack()).queryAllByRole("listitem")).toEqual([]);

    fireEvent.click(line);
    expect(line.getAttribute("aria-expanded")).toBe("true");
    const items = document.getElementById(line.getAttribute("aria-controls")!)!;
    expect(within(items).getAllByRole("listitem")).toHaveLength(3);
    fireEvent.click(within(items).getByRole("button", { name: "Dismiss notification: Quote approved 2" }));
    expect(handlers.onDismiss.mock.calls[0]![0].id).toBe(notificationNumber(2).id);
    fireEvent.click(within(items).getByRole("button", { name: "+2 more notifications" }));
    expect(handlers.onShowAll).toHaveBeenCalledOnce();

    fireEvent.keyDown(within(items).getByRole("button", { name: "Dismiss all" }), { key: "Escape" });
    expect(within(stack()).queryAllByRole("listitem")).toEqual([]);
    expect(line.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(line);
  });

  it("reads the newest notification out to a screen reader, and says '1 new notification' for one", () => {
    render(<NotificationStack list={listOf([notificationNumber(1)])} {...actions()} />);
    expect(countLine()!.textContent).toBe("1 new notification");
    const announced = stack().querySelector("[aria-live='polite']")!;
    expect(announced.textContent).toBe(`Quote approved 1: ${notificationNumber(1).message}`);
  });

  it("hides on request, leaving the notifications unread, until a newer one arrives", () => {
    const handlers = actions();
    const { rerender } = render(<NotificationStack list={fiveNew} {...handlers} />);
    fireEvent.click(within(stack()).getByRole("button", { name: "Hide new notifications" }));
    expect(countLine()).toBeNull();
    expect(handlers.onDismissAll).not.toHaveBeenCalled();

    rerender(<NotificationStack list={listOf([notificationNumber(0), ...fiveNew.notifications])} {...handlers} />);
    expect(countLine()!.textContent).toBe("6 new notifications");
  });

  it("stays hidden when the page is opened again on the same device", () => {
    const { unmount } = render(<NotificationStack list={fiveNew} {...actions()} />);
    fireEvent.click(within(stack()).getByRole("button", { name: "Hide new notifications" }));
    unmount();

    const { rerender } = render(<NotificationStack list={fiveNew} {...actions()} />);
    expect(countLine()).toBeNull();
    rerender(<NotificationStack list={listOf([notificationNumber(0), ...fiveNew.notifications])} {...actions()} />);
    expect(countLine()!.textContent).toBe("6 new notifications");
  });

  it("steps aside while a toast takes the bottom of the screen, and comes back once it closes", () => {
    render(
      <>
        <NotificationStack list={fiveNew} {...actions()} />
        <Toaster />
      </>,
    );
    act(() => toast({ title: "Delivery Scheduled" }));
    expect(countLine()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(countLine()!.textContent).toBe("5 new notifications");
  });
});
