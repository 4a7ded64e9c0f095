import type { DashboardAnalytics, DashboardStats } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

/** Analytics are costly to compute and change slowly: a reading is kept and trusted for ten minutes (spec section 9). */
const ANALYTICS_CACHE_TIME_MS = 10 * 60 * 1000;

export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: queryKeys.dashboardStats });
}

export function useDashboardAnalytics() {
  return useQuery<DashboardAnalytics>({
    queryKey: queryKeys.dashboardAnalytics,
    staleTime: ANALYTICS_CACHE_TIME_MS,
    gcTime: ANALYTICS_CACHE_TIME_MS,
  });
}
