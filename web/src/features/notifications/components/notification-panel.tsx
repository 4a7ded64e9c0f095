import type { NotificationList } from "@atelier/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { NotificationItem, type NotificationActions } from "./notification-item";

interface NotificationPanelProps extends NotificationActions {
  query: UseQueryResult<NotificationList>;
  onDismissAll: () => void;
}

const summaryOf = (list: NotificationList | undefined) => {
  if (!list) return "Everything the studio's clients and your jobs tell you.";
  return list.unreadCount > 0 ? `${list.unreadCount} unread` : "No unread notifications";
};

/** The bell's panel: every notification not dismissed, newest first; under the top bar's right end, the screen's width on a phone. */
export function NotificationPanel({ query, onOpen, onDismiss, onDismissAll }: NotificationPanelProps) {
  return (
    <DialogContent className="top-16 right-2 left-auto max-h-[calc(100dvh-5rem)] w-[calc(100vw-1rem)] max-w-md translate-x-0 translate-y-0 gap-4 p-4 sm:p-4">
      <DialogHeader>
        <DialogTitle className="text-xl">Notifications</DialogTitle>
        <DialogDescription>{summaryOf(query.data)}</DialogDescription>
      </DialogHeader>
      <QueryView query={query} what="your notifications" loading={<Skeleton className="h-40 w-full" />}>
        {({ notifications }) =>
          notifications.length > 0 ? (
            <>
              <ul className="grid gap-2">
                {notifications.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} onDismiss={onDismiss} />
                ))}
              </ul>
              <Button variant="outline" size="sm" className="min-h-11 justify-self-end sm:min-h-9" onClick={onDismissAll}>
                Dismiss all
              </Button>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">No notifications yet</p>
          )
        }
      </QueryView>
    </DialogContent>
  );
}
