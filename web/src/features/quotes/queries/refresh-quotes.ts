import type { QueryClient } from "@tanstack/react-query";
import { profitAnalysisQuery } from "@/features/cost-analysis/queries/use-cost-analysis";
import { projectQuery } from "@/features/projects/queries/use-projects";
import { projectQuotesQuery, QUOTES_KEY_ROOT } from "./use-quotes";

/** What a new or changed quote moves: the quote list and open quotes, the Overview counters and the profit analysis. */
export function refreshProjectQuotes(queryClient: QueryClient, projectId: string): void {
  void queryClient.invalidateQueries({ queryKey: projectQuotesQuery(projectId).queryKey });
  void queryClient.invalidateQueries({ queryKey: QUOTES_KEY_ROOT });
  void queryClient.invalidateQueries({ queryKey: projectQuery(projectId).queryKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: profitAnalysisQuery(projectId).queryKey });
}
