import type { NotificationList } from "@atelier/contracts";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listOf, notificationNumber } from "../test/notification-fixtures";
import { STACK_SHOWN_MS, useStackedNotifications } from "./use-stacked-notifications";

afterEach(() => vi.useRealTimers());

function stackOver(first: NotificationList, stepsAside: boolean) {
  const { result, rerender } = renderHook(({ list }) => useStackedNotifications(list, true, stepsAside), { initialProps: { list: first } });
  return { stacked: () => result.current.list.notifications.map((notification) => notification.id), arrive: (list: NotificationList) => rerender({ list }), current: () => result.current };
}

describe("the notifications the stack shows", () => {
  it("are those that arrive while the page is open, each for 8 seconds on a desktop, never those of the first answer", () => {
    vi.useFakeTimers();
    const stack = stackOver(listOf([notificationNumber(2)]), true);
    expect(stack.stacked()).toEqual([]);

    stack.arrive(listOf([notificationNumber(1), notificationNumber(2)]));
    expect(stack.stacked()).toEqual([notificationNumber(1).id]);
    act(() => vi.advanceTimersByTime(STACK_SHOWN_MS / 2));
    stack.arrive(listOf([notificationNumber(0), notificationNumber(1), notificationNumber(2)]));
    expect(stack.stacked()).toEqual([notificationNumber(0).id, notificationNumber(1).id]);

    act(() => vi.advanceTimersByTime(STACK_SHOWN_MS / 2));
    expect(stack.stacked()).toEqual([notificationNumber(0).id]);
    act(() => vi.advanceTimersByTime(STACK_SHOWN_MS / 2));
    expect(stack.stacked()).toEqual([]);
  });

  it("stay on a phone until dismissed there, one or all, and leave once read elsewhere", () => {
    vi.useFakeTimers();
    const stack = stackOver(listOf([]), false);
    stack.arrive(listOf([notificationNumber(0), notificationNumber(1), notificationNumber(2)]));
    act(() => vi.advanceTimersByTime(10 * STACK_SHOWN_MS));
    expect(stack.stacked()).toHaveLength(3);

    act(() => stack.current().stepAside(notificationNumber(1).id));
    expect(stack.stacked()).toEqual([notificationNumber(0).id, notificationNumber(2).id]);
    stack.arrive(listOf([notificationNumber(0, { read: true }), notificationNumber(1), notificationNumber(2)]));
    expect(stack.stacked()).toEqual([notificationNumber(2).id]);
    act(() => stack.current().stepAllAside());
    expect(stack.stacked()).toEqual([]);
  });
});
