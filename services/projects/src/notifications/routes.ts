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
  routes.get("/api/notifications", staff(), listNotifications(deps));
  routes.delete("/api/notifications", staff(), dismissAllNotifications(deps, push));
  routes.get("/api/notifications/preferences", staff(), getPreferences(deps));
  routes.put("/api/notifications/preferences", staff(), updatePreferences(deps));
  routes.post("/api/notifications/:id/read", staff(notification), markRead(deps, push));
  routes.delete("/api/notifications/:id", staff(notification), dismissNotification(deps, push));
}
