import { endpoints, type NotificationPreferences } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const markNotificationRead = (notificationId: string) => callEndpoint(endpoints.markNotificationRead, { params: { notificationId } });

export const dismissNotification = (notificationId: string) => callEndpoint(endpoints.dismissNotification, { params: { notificationId } });

export const dismissAllNotifications = () => callEndpoint(endpoints.dismissAllNotifications);

/** Only the kinds named change; the answer is the whole set. */
export const updateNotificationPreferences = (preferences: Partial<NotificationPreferences>) =>
  callEndpoint(endpoints.updateNotificationPreferences, { body: { preferences } });
