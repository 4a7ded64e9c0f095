import { NOTIFICATION_EVENTS } from "@atelier/contracts";
import type { Notification } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import type { UserPush } from "./user-push";

/**
 * DELETE /api/notifications/:id: dismissed, not deleted, so the event it came from still notifies no one twice.
 * The user's other tabs hear of it.
 */
export function dismissNotification({ prisma }: ServiceDeps<unknown>, push: UserPush): AccessHandler<Staff, Notification> {
  return async (_req, res, { record, caller }) => {
    const { count } = await prisma.notification.updateMany({ where: { id: record.id, dismissedAt: null }, data: { dismissedAt: new Date() } });
    if (count > 0) push(caller.userId, NOTIFICATION_EVENTS.dismissed, { id: record.id });
    res.status(204).end();
  };
}

/** DELETE /api/notifications: every one of the caller's own. */
export function dismissAllNotifications({ prisma }: ServiceDeps<unknown>, push: UserPush): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller: { userId, studioId } }) => {
    const { count } = await prisma.notification.updateMany({ where: { userId, studioId, dismissedAt: null }, data: { dismissedAt: new Date() } });
    if (count > 0) push(userId, NOTIFICATION_EVENTS.dismissed, { id: null });
    res.status(204).end();
  };
}
