import { endpoints, type ProductionStatus } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast, toastFailure } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api";
import { endpointQuery } from "@/lib/endpoint-client";
import { changeProductionStatus } from "../api/production-api";

export const projectProductionsQuery = (projectId: string) => endpointQuery(endpoints.projectProductions, { params: { projectId } });

export function useProductions(projectId: string) {
  return useQuery(projectProductionsQuery(projectId));
}

export function useChangeProductionStatusMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productionId, status }: { productionId: string; status: ProductionStatus }) => changeProductionStatus(productionId, status),
    onSuccess: (item) => {
      void queryClient.invalidateQueries({ queryKey: projectProductionsQuery(projectId).queryKey });
      toast({ title: "Status Updated", description: `${item.name} is now ${item.status.replace(/_/g, " ")}.` });
    },
    onError: (error) => toastFailure("Update Failed", serverMessage(error) ?? "Failed to update the production item. Please try again."),
  });
}
