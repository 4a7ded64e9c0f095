import type { CreateMeetingRequest, Meeting } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { scheduleMeeting } from "@/lib/schedule-api";
import { toast, toastFailure } from "./use-toast";

/** The project's meetings, by scheduled time. */
export function useMeetings(projectId: string) {
  return useQuery<Meeting[]>({ queryKey: queryKeys.projectMeetings(projectId) });
}

export function useScheduleMeetingMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateMeetingRequest) => scheduleMeeting(projectId, request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.projectMeetings(projectId) });
      toast({ title: "Meeting Scheduled", description: "Your meeting has been scheduled successfully." });
    },
    onError: () => toastFailure("Error", "Failed to schedule meeting. Please try again."),
  });
}
