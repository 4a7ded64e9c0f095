import { endpoints, type SetCategoryBudgetsRequest } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { setCategoryBudgets } from "@/features/cost-analysis/api/cost-analysis-api";
import { toast } from "@/hooks/use-toast";
import { endpointQuery } from "@/lib/endpoint-client";

/** Per category: budget, actual cost, variance and the items behind it. */
export const costBreakdownQuery = (projectId: string) => endpointQuery(endpoints.costBreakdown, { params: { projectId } });

/** Margins and costs of the latest approved quote, else the latest one. */
export const profitAnalysisQuery = (projectId: string) => endpointQuery(endpoints.profitAnalysis, { params: { projectId } });

export function useCostBreakdown(projectId: string) {
  return useQuery(costBreakdownQuery(projectId));
}

export function useProfitAnalysis(projectId: string) {
  return useQuery(profitAnalysisQuery(projectId));
}

export function useSetCategoryBudgetMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetCategoryBudgetsRequest) => setCategoryBudgets(projectId, request),
    onSuccess: (breakdown) => {
      queryClient.setQueryData(costBreakdownQuery(projectId).queryKey, breakdown);
      toast({ title: "Budget Updated", description: "The category's budget has been saved." });
    },
  });
}
