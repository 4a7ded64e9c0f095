import type { Notification } from "@atelier/contracts";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { relativeTime } from "../lib/relative-time";
import { KindIcon } from "./kind-icon";

export interface NotificationActions {
  /** Marks it read and follows its link. */
  onOpen: (notification: Notification) => void;
  onDismiss: (notification: Notification) => void;
}

interface NotificationItemProps extends NotificationActions {
  notification: Notification;
  /** Shows the message in at most two lines (the stack); the whole text stays for screen readers and in the panel. */
  brief?: boolean;
  className?: string;
}

/** One notification: the whole text opens it, the cross dismisses it. */
export function NotificationItem({ notification, onOpen, onDismiss, brief = false, className }: NotificationItemProps) {
  const { title, message, timestamp, read, kind } = notification;
  return (
    <li className={cn("flex items-start gap-1 rounded-lg border border-border bg-card p-1 shadow-sm", !read && "border-l-4 border-l-primary", className)}>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex min-h-11 min-w-0 flex-1 gap-2 rounded-md p-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <KindIcon kind={kind} />
        <span className="grid min-w-0 gap-0.5">
          <span className="flex items-center gap-2 text-sm font-medium">
            {!read && <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />}
            <span className="truncate">{title}</span>
            {!read && <span className="sr-only">(unread)</span>}
          </span>
          <span className={cn("text-sm text-muted-foreground", brief && "line-clamp-2")}>{message}</span>
          <time dateTime={timestamp} className="text-xs text-muted-foreground">
            {relativeTime(timestamp)}
          </time>
        </span>
      </button>
      <Button variant="ghost" size="icon-sm" className="size-11 sm:size-9" aria-label={`Dismiss notification: ${title}`} onClick={() => onDismiss(notification)}>
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
