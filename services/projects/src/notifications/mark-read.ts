import { NOTIFICATION_EVENTS } from "@atelier/contracts";
import type { Notification } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toNotificationResponse } from "./notification-response";
import type { UserPush } from "./user-push";

/** POST /api/notifications/:id/read: read once clicked; reading it again keeps the first time. The user's other tabs hear of it. */
export function markRead({ prisma }: ServiceDeps<unknown>, push: UserPush): AccessHandler<Staff, Notification> {
  return async (_req, res, { record, caller }) => {
    const { count } = await prisma.notification.updateMany({ where: { id: record.id, readAt: null }, data: { readAt: new Date() } });
    if (count > 0) push(caller.userId, NOTIFICATION_EVENTS.read, { id: record.id });
    res.json(toNotificationResponse(await prisma.notification.findUniqueOrThrow({ where: { id: record.id } })));
  };
}
