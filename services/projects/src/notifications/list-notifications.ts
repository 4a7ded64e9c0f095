import { NOTIFICATION_LIST_LIMIT, type NotificationList } from "@atelier/contracts";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toNotificationResponse } from "./notification-response";

/** GET /api/notifications: the caller's own, not dismissed, newest first, with how many are unread. */
export function listNotifications({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller: { userId, studioId } }) => {
    const shown = { userId, studioId, dismissedAt: null };
    const [notifications, unreadCount] = await Promise.all([
      prisma.notification.findMany({ where: shown, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: NOTIFICATION_LIST_LIMIT }),
      prisma.notification.count({ where: { ...shown, readAt: null } }),
    ]);
    res.json({ notifications: notifications.map(toNotificationResponse), unreadCount } satisfies NotificationList);
  };
}
