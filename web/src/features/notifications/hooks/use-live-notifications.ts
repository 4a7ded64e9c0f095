import { NOTIFICATION_EVENTS, notificationDismissedEventSchema, notificationReadEventSchema, notificationSchema, type NotificationList } from "@atelier/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { connectSocket } from "@/lib/socket";
import { EMPTY_LIST, withNew, withRead, without } from "../lib/notification-list";
import { notificationsQuery } from "../queries/use-notifications";

/**
 * Keeps the list as the server pushes to this user's room: each new notification added as it arrives, and
 * one read or dismissed in another tab or device read or gone here too. After a reconnect the list is
 * fetched again, since what was pushed meanwhile was not heard.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = connectSocket();
    const { queryKey } = notificationsQuery();
    const change = (update: (list: NotificationList) => NotificationList) => {
      if (queryClient.getQueryData(queryKey)) queryClient.setQueryData(queryKey, (list) => list && update(list));
      else void queryClient.invalidateQueries({ queryKey });
    };
    const hear = (payload: unknown) => {
      const notification = notificationSchema.safeParse(payload);
      if (notification.success) change((list) => withNew(list, notification.data));
    };
    const hearRead = (payload: unknown) => {
      const read = notificationReadEventSchema.safeParse(payload);
      if (read.success) change((list) => withRead(list, read.data.id));
    };
    const hearDismissed = (payload: unknown) => {
      const dismissed = notificationDismissedEventSchema.safeParse(payload);
      if (!dismissed.success) return;
      const { id } = dismissed.data;
      change((list) => (id === null ? EMPTY_LIST : without(list, id)));
    };
    let missed = false;
    const lose = () => (missed = true);
    const catchUp = () => {
      if (missed) void queryClient.invalidateQueries({ queryKey });
      missed = false;
    };
    socket.on(NOTIFICATION_EVENTS.created, hear);
    socket.on(NOTIFICATION_EVENTS.read, hearRead);
    socket.on(NOTIFICATION_EVENTS.dismissed, hearDismissed);
    socket.on("disconnect", lose);
    socket.on("connect", catchUp);
    return () => {
      socket.off(NOTIFICATION_EVENTS.created, hear);
      socket.off(NOTIFICATION_EVENTS.read, hearRead);
      socket.off(NOTIFICATION_EVENTS.dismissed, hearDismissed);
      socket.off("disconnect", lose);
      socket.off("connect", catchUp);
    };
  }, [queryClient]);
}
