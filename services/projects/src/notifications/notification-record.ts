import type { Notification, PrismaClient } from "@atelier/db";
import type { StudioRecord } from "@atelier/kit";

/** A notification is its user's alone: a colleague's, like another studio's, is as missing as none. Dismissed ones are gone. */
export function notificationRecord(prisma: PrismaClient): StudioRecord<Notification> {
  return {
    name: "Notification",
    ofStudio: (id, { studioId, userId }) => prisma.notification.findFirst({ where: { id, studioId, userId, dismissedAt: null } }),
  };
}
