import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest } from "./api";

/** A query key is the URL split into parts: ["/api/projects", id] fetches /api/projects/{id}. */
const fetchQueryKeyPath: QueryFunction = ({ queryKey }) => apiRequest("GET", queryKey.join("/"));

/**
 * Data changes only through this app's own mutations (and live pushes later), so nothing is
 * refetched behind the user's back and a failure is shown rather than silently retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchQueryKeyPath,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
