import type { Notification } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";

/** DELETE /api/notifications/:id: dismissed, not deleted, so the event it came from still notifies no one twice. */
export function dismissNotification({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Notification> {
  return async (_req, res, { record }) => {
    await prisma.notification.updateMany({ where: { id: record.id, dismissedAt: null }, data: { dismissedAt: new Date() } });
    res.status(204).end();
  };
}

/** DELETE /api/notifications: every one of the caller's own. */
export function dismissAllNotifications({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller: { userId, studioId } }) => {
    await prisma.notification.updateMany({ where: { userId, studioId, dismissedAt: null }, data: { dismissedAt: new Date() } });
    res.status(204).end();
  };
}
