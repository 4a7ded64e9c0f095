import { endpoints, type CreateTimelineEventRequest, type ScheduleTimelineMeetingRequest, type TimelineStatus } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { projectMeetingsQuery } from "@/features/meetings/queries/use-meetings";
import { toast, toastFailure } from "@/hooks/use-toast";
import { endpointQuery } from "@/lib/endpoint-client";
import { addMilestone, deleteTimelineEvent, scheduleTimelineMeeting, updateTimelineEvent } from "../api/timeline-api";

/** The project's timeline, by date. */
export const projectTimelineQuery = (projectId: string) => endpointQuery(endpoints.projectTimeline, { params: { projectId } });

export function useTimeline(projectId: string) {
  return useQuery(projectTimelineQuery(projectId));
}

function useRefetchTimeline(projectId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: projectTimelineQuery(projectId).queryKey });
}

export function useAddMilestoneMutation(projectId: string) {
  const refetch = useRefetchTimeline(projectId);
  return useMutation({
    mutationFn: (request: CreateTimelineEventRequest) => addMilestone(projectId, request),
    onSuccess: () => {
      refetch();
      toast({ title: "Milestone Added" });
    },
    onError: () => toastFailure("Error", "Failed to add milestone"),
  });
}

export function useScheduleTimelineMeetingMutation(projectId: string) {
  const queryClient = useQueryClient();
  const refetch = useRefetchTimeline(projectId);
  return useMutation({
    mutationFn: (request: ScheduleTimelineMeetingRequest) => scheduleTimelineMeeting(projectId, request),
    onSuccess: () => {
      refetch();
      void queryClient.invalidateQueries({ queryKey: projectMeetingsQuery(projectId).queryKey });
      toast({ title: "Meeting Scheduled", description: "Your meeting has been scheduled successfully." });
    },
    onError: () => toastFailure("Error", "Failed to schedule meeting"),
  });
}

export function useTimelineStatusMutation(projectId: string) {
  const refetch = useRefetchTimeline(projectId);
  return useMutation({
    mutationFn: ({ eventId, status }: { eventId: string; status: TimelineStatus }) => updateTimelineEvent(eventId, { status }),
    onSuccess: refetch,
    onError: () => toastFailure("Error", "Failed to update the event's status. Please try again."),
  });
}

export function useDeleteMilestoneMutation(projectId: string) {
  const refetch = useRefetchTimeline(projectId);
  return useMutation({
    mutationFn: (eventId: string) => deleteTimelineEvent(eventId),
    onSuccess: () => {
      refetch();
      toast({ title: "Milestone Deleted" });
    },
    onError: () => toastFailure("Delete Failed", "Failed to delete milestone. Please try again."),
  });
}
