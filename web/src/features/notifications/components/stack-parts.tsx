import type { Notification } from "@atelier/contracts";
import { Button } from "@/components/ui/button";
import { NotificationItem, type NotificationActions } from "./notification-item";

export interface StackActions extends NotificationActions {
  onDismissAll: () => void;
  /** Opens the bell's panel with every notification. */
  onShowAll: () => void;
}

/** The stack's new notifications, each opened on click and dismissed with its cross. */
export function StackItems({ shown, onOpen, onDismiss }: NotificationActions & { shown: Notification[] }) {
  return (
    <ul className="pointer-events-auto grid gap-2">
      {shown.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} onDismiss={onDismiss} brief className="shadow-lg" />
      ))}
    </ul>
  );
}

/** Under the stack: "+N more notifications" (opens the panel) when there are more, and Dismiss all. */
export function StackFooter({ more, onShowAll, onDismissAll }: Pick<StackActions, "onShowAll" | "onDismissAll"> & { more: number }) {
  return (
    <div className="pointer-events-auto flex items-center justify-between gap-2 rounded-lg border border-border bg-card px-2 py-1 shadow-lg">
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
  );
}
