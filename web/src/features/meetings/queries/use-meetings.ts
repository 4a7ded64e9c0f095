import { endpoints, type CancelRequest, type CompleteMeetingRequest, type CreateMeetingRequest, type Meeting, type UpdateMeetingRequest } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast, toastFailure } from "@/hooks/use-toast";
import { useEntryChange } from "@/hooks/use-entry-change";
import { endpointQuery } from "@/lib/endpoint-client";
import { cancelMeeting, completeMeeting, scheduleMeeting, startMeeting, updateMeeting } from "../api/meetings-api";

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

type MeetingRef = Pick<Meeting, "id" | "projectId">;
const listOf = (meeting: MeetingRef) => projectMeetingsQuery(meeting.projectId).queryKey;

export const useUpdateMeetingMutation = (meeting: MeetingRef) =>
  useEntryChange({
    run: (request: UpdateMeetingRequest) => updateMeeting(meeting.id, request),
    listKey: listOf(meeting),
    done: { title: "Meeting Updated", description: "Your meeting has been updated successfully." },
    failed: "Failed to update meeting. Please try again.",
  });

export const useStartMeetingMutation = (meeting: MeetingRef) =>
  useEntryChange({
    run: () => startMeeting(meeting.id),
    listKey: listOf(meeting),
    done: { title: "Meeting Started", description: "The meeting is now in progress." },
    failed: "Failed to start meeting. Please try again.",
  });

export const useCompleteMeetingMutation = (meeting: MeetingRef) =>
  useEntryChange({
    run: (request: CompleteMeetingRequest) => completeMeeting(meeting.id, request),
    listKey: listOf(meeting),
    done: { title: "Meeting Completed", description: "The outcome and follow-ups have been saved." },
    failed: "Failed to complete meeting. Please try again.",
  });

export const useCancelMeetingMutation = (meeting: MeetingRef) =>
  useEntryChange({
    run: (request: CancelRequest) => cancelMeeting(meeting.id, request),
    listKey: listOf(meeting),
    done: { title: "Meeting Cancelled", description: "Attendees with an e-mail address are sent a cancellation." },
    failed: "Failed to cancel meeting. Please try again.",
  });
