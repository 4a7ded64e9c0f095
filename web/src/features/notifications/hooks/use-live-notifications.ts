import { NOTIFICATION_EVENTS, notificationSchema } from "@atelier/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { connectSocket } from "@/lib/socket";
import { withNew } from "../lib/notification-list";
import { notificationsQuery } from "../queries/use-notifications";

/**
 * Adds each notification the server pushes to this user's room to the list as it arrives. After a
 * reconnect the list is fetched again, since what was pushed meanwhile was not heard.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = connectSocket();
    const { queryKey } = notificationsQuery();
    const hear = (payload: unknown) => {
      const notification = notificationSchema.safeParse(payload);
      if (!notification.success) return;
      if (queryClient.getQueryData(queryKey)) queryClient.setQueryData(queryKey, (list) => list && withNew(list, notification.data));
      else void queryClient.invalidateQueries({ queryKey });
    };
    let missed = false;
    const lose = () => (missed = true);
    const catchUp = () => {
      if (missed) void queryClient.invalidateQueries({ queryKey });
      missed = false;
    };
    socket.on(NOTIFICATION_EVENTS.created, hear);
    socket.on("disconnect", lose);
    socket.on("connect", catchUp);
    return () => {
      socket.off(NOTIFICATION_EVENTS.created, hear);
      socket.off("disconnect", lose);
      socket.off("connect", catchUp);
    };
  }, [queryClient]);
}
