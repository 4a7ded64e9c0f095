import type { NotificationList } from "@atelier/contracts";
import { Button } from "@/components/ui/button";
import { stackOf } from "../lib/notification-list";
import { NotificationItem, type NotificationActions } from "./notification-item";

interface NotificationStackProps extends NotificationActions {
  list: NotificationList;
  onDismissAll: () => void;
  /** Opens the bell's panel with every notification. */
  onShowAll: () => void;
}

/**
 * The spec's stack, fixed bottom-right: the first 3 new notifications and a "+N more notifications" line.
 * A polite live region, so a screen reader reads a notification out as it arrives.
 */
export function NotificationStack({ list, onOpen, onDismiss, onDismissAll, onShowAll }: NotificationStackProps) {
  const { shown, more } = stackOf(list);
  return (
    <section aria-label="New notifications" className="pointer-events-none fixed right-4 bottom-4 z-40 w-[calc(100vw-2rem)] max-w-sm">
      <div aria-live="polite" aria-relevant="additions text">
        {shown.length > 0 && (
          <ul className="pointer-events-auto grid gap-2">
            {shown.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} onDismiss={onDismiss} brief className="shadow-lg" />
            ))}
          </ul>
        )}
      </div>
      {shown.length > 0 && (
        <div className="pointer-events-auto mt-2 flex items-center justify-between gap-2 rounded-lg border border-border bg-card px-2 py-1 shadow-lg">
          {more > 0 ? (
            <Button variant="ghost" size="sm" className="min-h-11 sm:min-h-9" onClick={onShowAll}>
              +{more} more notifications
            </Button>
          ) : (
            <span />
          )}
          <Button variant="ghost" size="sm" className="min-h-11 sm:min-h-9" onClick={onDismissAll}>
            Dismiss all
          </Button>
        </div>
      )}
    </section>
  );
}
