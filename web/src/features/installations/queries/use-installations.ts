import { endpoints, type CreateInstallationRequest } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast, toastFailure } from "@/hooks/use-toast";
import { endpointQuery } from "@/lib/endpoint-client";
import { scheduleInstallation } from "../api/installations-api";

export const projectInstallationsQuery = (projectId: string) => endpointQuery(endpoints.projectInstallations, { params: { projectId } });

export function useInstallations(projectId: string) {
  return useQuery(projectInstallationsQuery(projectId));
}

export function useScheduleInstallationMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateInstallationRequest) => scheduleInstallation(projectId, request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectInstallationsQuery(projectId).queryKey });
      toast({ title: "Installation Scheduled", description: "Your installation has been scheduled successfully." });
    },
    onError: () => toastFailure("Error", "Failed to schedule installation. Please try again."),
  });
}
