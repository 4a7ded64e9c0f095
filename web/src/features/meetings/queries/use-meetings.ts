import { endpoints, type CreateMeetingRequest } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast, toastFailure } from "@/hooks/use-toast";
import { endpointQuery } from "@/lib/endpoint-client";
import { scheduleMeeting } from "../api/meetings-api";

/** The project's meetings, by scheduled time. */
export const projectMeetingsQuery = (projectId: string) => endpointQuery(endpoints.projectMeetings, { params: { projectId } });

export function useMeetings(projectId: string) {
  return useQuery(projectMeetingsQuery(projectId));
}

export function useScheduleMeetingMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateMeetingRequest) => scheduleMeeting(projectId, request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectMeetingsQuery(projectId).queryKey });
      toast({ title: "Meeting Scheduled", description: "Your meeting has been scheduled successfully." });
    },
    onError: () => toastFailure("Error", "Failed to schedule meeting. Please try again."),
  });
}
