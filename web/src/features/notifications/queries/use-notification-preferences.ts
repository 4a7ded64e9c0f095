import { endpoints, type NotificationPreferences } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toastFailure } from "@/hooks/use-toast";
import { endpointQuery } from "@/lib/endpoint-client";
import { updateNotificationPreferences } from "../api/notifications-api";

export const notificationPreferencesQuery = () => endpointQuery(endpoints.notificationPreferences);

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery());
}

/** Saves each change as it is made; the switch shows it at once and goes back if the server refuses. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationPreferencesQuery();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async (changes: Partial<NotificationPreferences>) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (preferences) => preferences && { ...preferences, ...changes });
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      toastFailure("Error", "Failed to save your notification preferences. Please try again.");
    },
  });
}
