import { endpoints, formatMinutes, PROJECT_FEE_MESSAGES, TIME_MESSAGES, type CreateTimeEntryRequest, type SetProjectFeesRequest, type StartTimerRequest } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast, toastFailure } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api";
import { endpointQuery } from "@/lib/endpoint-client";
import { projectInvoicesQuery } from "@/features/invoices/queries/use-invoices";
import { addTimeEntry, billTime, deleteTimeEntry, setProjectFees, startTimer, stopTimer } from "../api/time-api";

/** The project's time, newest first, with its totals. */
export const projectTimeQuery = (projectId: string) => endpointQuery(endpoints.projectTime, { params: { projectId } });
/** The signed-in member's running timer, wherever it runs. */
export const timerQuery = () => endpointQuery(endpoints.timer);

/** How the project's fee is billed and what of it is billed: for those who see the accounts. */
export const projectFeesQuery = (projectId: string) => endpointQuery(endpoints.projectFees, { params: { projectId } });

export const useProjectTime = (projectId: string) => useQuery(projectTimeQuery(projectId));
export const useProjectFees = (projectId: string, enabled: boolean) => useQuery({ ...projectFeesQuery(projectId), enabled });
export const useTimer = () => useQuery(timerQuery());

/** After any change of time: the project's entries and the member's timer. */
function useRefetchTime(projectId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: projectTimeQuery(projectId).queryKey });
    void queryClient.invalidateQueries({ queryKey: timerQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: projectFeesQuery(projectId).queryKey });
  };
}

export function useAddTimeEntryMutation(projectId: string) {
  const refetch = useRefetchTime(projectId);
  return useMutation({
    mutationFn: (request: CreateTimeEntryRequest) => addTimeEntry(projectId, request),
    onSuccess: (entry) => {
      refetch();
      toast({ title: "Time logged", description: `${formatMinutes(entry.minutes)} on ${entry.date}` });
    },
  });
}

export function useDeleteTimeEntryMutation(projectId: string) {
  const refetch = useRefetchTime(projectId);
  return useMutation({
    mutationFn: deleteTimeEntry,
    onSuccess: () => {
      refetch();
      toast({ title: "Time deleted" });
    },
    onError: (error) => toastFailure("Delete Failed", serverMessage(error) ?? "Failed to delete the time. Please try again."),
  });
}

export function useStartTimerMutation(projectId: string) {
  const refetch = useRefetchTime(projectId);
  return useMutation({
    mutationFn: (request: StartTimerRequest) => startTimer(projectId, request),
    onSuccess: refetch,
    onError: (error) => toastFailure("Timer not started", serverMessage(error) ?? "Failed to start the timer. Please try again."),
  });
}

export function useStopTimerMutation(projectId: string) {
  const refetch = useRefetchTime(projectId);
  return useMutation({
    mutationFn: stopTimer,
    onSuccess: (entry) => {
      refetch();
      toast({ title: "Time logged", description: `${formatMinutes(entry.minutes)} on ${entry.date}` });
    },
    onError: (error) => toastFailure("Timer not stopped", serverMessage(error) ?? "Failed to stop the timer. Please try again."),
  });
}

/** Sets the project's fee basis; the card then shows where billing it stands. */
export function useSetProjectFeesMutation(projectId: string) {
  const refetch = useRefetchTime(projectId);
  return useMutation({
    mutationFn: (request: SetProjectFeesRequest) => setProjectFees(projectId, request),
    onSuccess: () => {
      refetch();
      toast({ title: PROJECT_FEE_MESSAGES.saved });
    },
  });
}

/** Bills what the project's fee basis has earned (its time, or its fee) on a new draft fee invoice, which the Accounts tab then shows. */
export function useBillTimeMutation(projectId: string) {
  const queryClient = useQueryClient();
  const refetch = useRefetchTime(projectId);
  return useMutation({
    mutationFn: () => billTime(projectId),
    onSuccess: () => {
      refetch();
      void queryClient.invalidateQueries({ queryKey: projectInvoicesQuery(projectId).queryKey });
      toast({ title: "Time billed", description: TIME_MESSAGES.timeBilled });
    },
    onError: (error) => toastFailure("Time not billed", serverMessage(error) ?? "Failed to bill the time. Please try again."),
  });
}
