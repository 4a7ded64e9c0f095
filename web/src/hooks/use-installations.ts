import type { CreateInstallationRequest, Installation } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { scheduleInstallation } from "@/lib/schedule-api";
import { toast, toastFailure } from "./use-toast";

export function useInstallations(projectId: string) {
  return useQuery<Installation[]>({ queryKey: queryKeys.projectInstallations(projectId) });
}

export function useScheduleInstallationMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateInstallationRequest) => scheduleInstallation(projectId, request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.projectInstallations(projectId) });
      toast({ title: "Installation Scheduled", description: "Your installation has been scheduled successfully." });
    },
    onError: () => toastFailure("Error", "Failed to schedule installation. Please try again."),
  });
}
