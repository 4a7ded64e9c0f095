import { endpoints, type CancelRequest, type CreateInstallationRequest, type Installation, type UpdateInstallationRequest } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast, toastFailure } from "@/hooks/use-toast";
import { useEntryChange } from "@/hooks/use-entry-change";
import { endpointQuery } from "@/lib/endpoint-client";
import { cancelInstallation, completeInstallation, scheduleInstallation, startInstallation, updateInstallation } from "../api/installations-api";

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

type InstallationRef = Pick<Installation, "id" | "projectId">;
const listOf = (installation: InstallationRef) => projectInstallationsQuery(installation.projectId).queryKey;

export const useUpdateInstallationMutation = (installation: InstallationRef) =>
  useEntryChange({
    run: (request: UpdateInstallationRequest) => updateInstallation(installation.id, request),
    listKey: listOf(installation),
    done: { title: "Installation Updated", description: "Your installation has been updated successfully." },
    failed: "Failed to update installation. Please try again.",
  });

export const useStartInstallationMutation = (installation: InstallationRef) =>
  useEntryChange({
    run: () => startInstallation(installation.id),
    listKey: listOf(installation),
    done: { title: "Installation Started", description: "The installation is now in progress." },
    failed: "Failed to start installation. Please try again.",
  });

export const useCompleteInstallationMutation = (installation: InstallationRef) =>
  useEntryChange({
    run: () => completeInstallation(installation.id),
    listKey: listOf(installation),
    done: { title: "Installation Completed", description: "The installation has been marked completed." },
    failed: "Failed to complete installation. Please try again.",
  });

export const useCancelInstallationMutation = (installation: InstallationRef) =>
  useEntryChange({
    run: (request: CancelRequest) => cancelInstallation(installation.id, request),
    listKey: listOf(installation),
    done: { title: "Installation Cancelled", description: "The installation has been cancelled." },
    failed: "Failed to cancel installation. Please try again.",
  });
