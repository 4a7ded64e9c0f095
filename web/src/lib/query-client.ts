import { QueryClient } from "@tanstack/react-query";

/**
 * Data changes only through this app's own mutations and the live pushes of other browsers' changes,
 * so nothing is refetched behind the user's back and a failure is shown rather than silently retried.
 * Offline, a read still goes out once: the service worker may answer it from what it saved (offline-cache).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        networkMode: "offlineFirst",
      },
      mutations: {
        retry: false,
      },
    },
  });
}
