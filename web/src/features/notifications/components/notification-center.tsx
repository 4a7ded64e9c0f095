import type { Notification } from "@atelier/contracts";
import { Bell } from "lucide-react";
import { useState } from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import { useLiveNotifications } from "../hooks/use-live-notifications";
import { usePhoneScreen } from "../hooks/use-phone-screen";
import { useStackedNotifications } from "../hooks/use-stacked-notifications";
import { EMPTY_LIST } from "../lib/notification-list";
import { useDismissAllNotifications, useDismissNotification, useMarkNotificationRead, useNotifications } from "../queries/use-notifications";
import { NotificationPanel } from "./notification-panel";
import { NotificationStack } from "./notification-stack";

const badgeText = (unread: number) => (unread > 9 ? "9+" : String(unread));

/**
 * The top bar's bell with the unread count, its panel, and the stack of new notifications bottom-right
 * (hidden while the panel shows them all), kept live from the user's socket room. A notification arriving shows
 * in the stack for a few seconds and then steps aside; dismissing it there only takes it out of the stack, while
 * the bell keeps it until it is dismissed in the bell's panel.
 */
export function NotificationCenter() {
  useLiveNotifications();
  const query = useNotifications();
  const list = query.data ?? EMPTY_LIST;
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const dismissOne = useDismissNotification();
  const dismissAll = useDismissAllNotifications();
  const stacked = useStackedNotifications(list, query.isSuccess, !usePhoneScreen());

  const actions = {
    onOpen: (notification: Notification) => {
      if (!notification.read) markRead.mutate(notification.id);
      setOpen(false);
      if (notification.link) void navigate(notification.link);
    },
    onDismiss: (notification: Notification) => dismissOne.mutate(notification.id),
    onDismissAll: () => dismissAll.mutate(undefined),
  };
  const unread = list.unreadCount;

  return (
    <>
      <Dialog open={isOpen} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" className="relative" aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}>
            <Bell aria-hidden="true" />
            {unread > 0 && (
              <span aria-hidden="true" className="absolute top-1 right-1 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] leading-4 font-semibold text-destructive-foreground">
                {badgeText(unread)}
              </span>
            )}
          </Button>
        </DialogTrigger>
        <NotificationPanel query={query} {...actions} />
      </Dialog>
      {!isOpen &&
        createPortal(
          <NotificationStack
            list={stacked.list}
            onShowAll={() => setOpen(true)}
            onOpen={(notification) => {
              stacked.stepAside(notification.id);
              actions.onOpen(notification);
            }}
            onDismiss={(notification) => stacked.stepAside(notification.id)}
            onDismissAll={stacked.stepAllAside}
          />,
          document.body,
        )}
    </>
  );
}
