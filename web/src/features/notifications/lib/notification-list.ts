import type { Notification, NotificationList } from "@atelier/contracts";

/** The stack shows this many new notifications; the rest are counted in "+N more notifications". */
export const STACK_SIZE = 3;

export const EMPTY_LIST: NotificationList = { notifications: [], unreadCount: 0 };

/** The newest unread notifications the stack shows, and how many more unread there are. */
export function stackOf({ notifications, unreadCount }: NotificationList): { shown: Notification[]; more: number } {
  const shown = notifications.filter((notification) => !notification.read).slice(0, STACK_SIZE);
  return { shown, more: Math.max(0, unreadCount - shown.length) };
}

export function withRead(list: NotificationList, id: string): NotificationList {
  const target = list.notifications.find((notification) => notification.id === id);
  if (!target || target.read) return list;
  return {
    notifications: list.notifications.map((notification) => (notification.id === id ? { ...notification, read: true } : notification)),
    unreadCount: Math.max(0, list.unreadCount - 1),
  };
}

export function without(list: NotificationList, id: string): NotificationList {
  const target = list.notifications.find((notification) => notification.id === id);
  if (!target) return list;
  return {
    notifications: list.notifications.filter((notification) => notification.id !== id),
    unreadCount: target.read ? list.unreadCount : Math.max(0, list.unreadCount - 1),
  };
}

/** A notification pushed live, first in the list; one already there (heard twice) changes nothing. */
export function withNew(list: NotificationList, notification: Notification): NotificationList {
  if (list.notifications.some((each) => each.id === notification.id)) return list;
  return { notifications: [notification, ...list.notifications], unreadCount: list.unreadCount + (notification.read ? 0 : 1) };
}
