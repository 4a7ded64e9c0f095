import { describe, expect, it } from "vitest";
import { listOf, notificationNumber } from "../test/notification-fixtures";
import { withNew, withRead, without } from "./notification-list";
import { relativeTime } from "./relative-time";

describe("the notification list", () => {
  const list = listOf([notificationNumber(1), notificationNumber(2, { read: true })]);

  it("marks one read once, counting it off the unread", () => {
    const read = withRead(list, notificationNumber(1).id);
    expect(read.unreadCount).toBe(0);
    expect(withRead(read, notificationNumber(1).id)).toBe(read);
  });

  it("drops a dismissed one, counting it off only when it was unread", () => {
    expect(without(list, notificationNumber(2).id)).toEqual({ notifications: [list.notifications[0]], unreadCount: 1 });
    expect(without(list, notificationNumber(1).id).unreadCount).toBe(0);
  });

  it("puts a pushed one first, and one heard twice only once", () => {
    const pushed = withNew(list, notificationNumber(0));
    expect(pushed.notifications.map((notification) => notification.title)).toEqual(["Quote approved 0", "Quote approved 1", "Quote approved 2"]);
    expect(pushed.unreadCount).toBe(2);
    expect(withNew(pushed, notificationNumber(0))).toBe(pushed);
  });
});

describe("relative time", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  it.each([
    ["2026-11-23T11:59:30Z", "Just now"],
    ["2026-11-23T11:59:00Z", "1 minute ago"],
    ["2026-11-23T11:15:00Z", "45 minutes ago"],
    ["2026-11-23T09:00:00Z", "3 hours ago"],
    ["2026-11-21T12:00:00Z", "2 days ago"],
  ])("says %s is %s", (iso, label) => expect(relativeTime(iso, now)).toBe(label));
});
