import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes, type ServiceDeps } from "@atelier/kit";
import { dismissAllNotifications, dismissNotification } from "./dismiss-notification";
import { listNotifications } from "./list-notifications";
import { markRead } from "./mark-read";
import { notificationRecord } from "./notification-record";
import { getPreferences, updatePreferences } from "./preference-routes";
import { createUserPush } from "./user-push";

/** The caller's own notifications and preferences; POST /api/notifications/send is the quotes service's. */
export function notificationRoutes(routes: DeclaredRoutes, deps: ServiceDeps<unknown>): void {
  const notification = notificationRecord(deps.prisma);
  const push = createUserPush(deps.redis, deps.logger);
  routes.serve(endpoints.notifications, staff(), listNotifications(deps));
  routes.serve(endpoints.dismissAllNotifications, staff(), dismissAllNotifications(deps, push));
  routes.serve(endpoints.notificationPreferences, staff(), getPreferences(deps));
  routes.serve(endpoints.updateNotificationPreferences, staff(), updatePreferences(deps));
  routes.serve(endpoints.markNotificationRead, staff(notification), markRead(deps, push));
  routes.serve(endpoints.dismissNotification, staff(notification), dismissNotification(deps, push));
}
