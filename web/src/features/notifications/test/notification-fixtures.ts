import type { Notification, NotificationList } from "@atelier/contracts";

const PROJECT = "3b0f6d2e-5a4c-4e1b-9f8a-7c6d5e4f3a21";

/** The n-th notification, newest first: n minutes old, about a quote of Clifton Villa. */
export function notificationNumber(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `9a7c0000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    kind: "quote_approved",
    type: "system",
    title: `Quote approved ${n}`,
    message: `Naledi Khumalo approved quote Q-2026-000${n} (version 1) for Clifton Villa: R 12,500.00 incl. VAT.`,
    link: `/projects/${PROJECT}/quotes/5d1e0000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    projectId: PROJECT,
    timestamp: new Date(Date.now() - n * 60_000).toISOString(),
    read: false,
    ...overrides,
  };
}

export function listOf(notifications: Notification[]): NotificationList {
  return { notifications, unreadCount: notifications.filter((notification) => !notification.read).length };
}
