import type { Notification as NotificationResponse } from "@atelier/contracts";
import type { Notification } from "@atelier/db";

export function toNotificationResponse(notification: Notification): NotificationResponse {
  return {
    id: notification.id,
    kind: notification.kind,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    link: notification.link,
    projectId: notification.projectId,
    timestamp: notification.createdAt.toISOString(),
    read: notification.readAt !== null,
  };
}
