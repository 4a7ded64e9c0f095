import { endpoints, type NotificationList } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toastFailure } from "@/hooks/use-toast";
import { endpointQuery } from "@/lib/endpoint-client";
import { dismissAllNotifications, dismissNotification, markNotificationRead } from "../api/notifications-api";
import { EMPTY_LIST, withRead, without } from "../lib/notification-list";

/** The signed-in designer's notifications, newest first, with the unread count. */
export const notificationsQuery = () => endpointQuery(endpoints.notifications);

export function useNotifications() {
  return useQuery(notificationsQuery());
}

/** A change to the list shown at once, sent to the server, and the list fetched again once it answered. */
function useListChange<V>(send: (value: V) => Promise<unknown>, change: (list: NotificationList, value: V) => NotificationList, failure: string) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQuery();
  return useMutation({
    mutationFn: send,
    onMutate: async (value: V) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (list) => list && change(list, value));
    },
    onError: () => toastFailure("Error", failure),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export const useMarkNotificationRead = () => useListChange(markNotificationRead, withRead, "Failed to mark the notification read. Please try again.");

export const useDismissNotification = () => useListChange(dismissNotification, without, "Failed to dismiss the notification. Please try again.");

export const useDismissAllNotifications = () =>
  useListChange(() => dismissAllNotifications(), () => EMPTY_LIST, "Failed to dismiss the notifications. Please try again.");
