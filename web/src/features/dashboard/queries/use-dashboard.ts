import { endpoints } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

/** Analytics are costly to compute and change slowly: a reading is kept and trusted for ten minutes (spec section 9). */
const ANALYTICS_CACHE_TIME_MS = 10 * 60 * 1000;

export const dashboardStatsQuery = () => endpointQuery(endpoints.dashboardStats);

export const dashboardAnalyticsQuery = () => endpointQuery(endpoints.dashboardAnalytics);

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery());
}

export function useDashboardAnalytics() {
  return useQuery({ ...dashboardAnalyticsQuery(), staleTime: ANALYTICS_CACHE_TIME_MS, gcTime: ANALYTICS_CACHE_TIME_MS });
}
