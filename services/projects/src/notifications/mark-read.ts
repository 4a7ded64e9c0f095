import type { Notification } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toNotificationResponse } from "./notification-response";

/** POST /api/notifications/:id/read: read once clicked; reading it again keeps the first time. */
export function markRead({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Notification> {
  return async (_req, res, { record }) => {
    await prisma.notification.updateMany({ where: { id: record.id, readAt: null }, data: { readAt: new Date() } });
    res.json(toNotificationResponse(await prisma.notification.findUniqueOrThrow({ where: { id: record.id } })));
  };
}
