import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { listOf, notificationNumber } from "../test/notification-fixtures";
import { NotificationStack } from "./notification-stack";

function renderStack(list = listOf([1, 2, 3, 4, 5].map((n) => notificationNumber(n)))) {
  const actions = { onOpen: vi.fn(), onDismiss: vi.fn(), onDismissAll: vi.fn(), onShowAll: vi.fn() };
  render(<NotificationStack list={list} {...actions} />);
  return actions;
}

const stack = () => screen.getByRole("region", { name: "New notifications" });

describe("the notification stack", () => {
  it("shows the first 3 new notifications, newest first, and counts the rest as '+N more notifications'", () => {
    const { onShowAll } = renderStack();
    expect(within(stack()).getAllByRole("listitem").map((item) => within(item).getAllByRole("button")[0]!.textContent)).toEqual([
      expect.stringContaining("Quote approved 1"),
      expect.stringContaining("Quote approved 2"),
      expect.stringContaining("Quote approved 3"),
    ]);
    fireEvent.click(within(stack()).getByRole("button", { name: "+2 more notifications" }));
    expect(onShowAll).toHaveBeenCalledOnce();
  });

  it("leaves out notifications already read, and counts more unread than the list holds", () => {
    renderStack({ notifications: [notificationNumber(1, { read: true }), notificationNumber(2), notificationNumber(3)], unreadCount: 60 });
    expect(within(stack()).getAllByRole("listitem")).toHaveLength(2);
    expect(within(stack()).getByRole("button", { name: "+58 more notifications" })).toBeTruthy();
  });

  it("has no '+N more' line with 3 or fewer", () => {
    renderStack(listOf([notificationNumber(1), notificationNumber(2)]));
    expect(within(stack()).queryByText(/more notifications/)).toBeNull();
    expect(within(stack()).getByRole("button", { name: "Dismiss all" })).toBeTruthy();
  });

  it("shows nothing when there is nothing new", () => {
    renderStack(listOf([notificationNumber(1, { read: true })]));
    expect(within(stack()).queryAllByRole("button")).toEqual([]);
  });

  it("opens a notification on click, and dismisses one or all with labelled buttons", () => {
    const { onOpen, onDismiss, onDismissAll } = renderStack();
    fireEvent.click(within(stack()).getByText(/Q-2026-0002/));
    expect(onOpen).toHaveBeenCalledWith(notificationNumber(2, { timestamp: expect.any(String) }));
    fireEvent.click(within(stack()).getByRole("button", { name: "Dismiss notification: Quote approved 3" }));
    expect(onDismiss.mock.calls[0]![0].id).toBe(notificationNumber(3).id);
    fireEvent.click(within(stack()).getByRole("button", { name: "Dismiss all" }));
    expect(onDismissAll).toHaveBeenCalledOnce();
  });

  it("is a polite live region, so a new notification is read out as it arrives", () => {
    renderStack();
    expect(stack().querySelector("[aria-live='polite']")).not.toBeNull();
    expect(within(stack()).getAllByText("(unread)")).toHaveLength(3);
    expect(within(stack()).getByText("1 minute ago")).toBeTruthy();
  });
});
