import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type Query } from "@tanstack/react-query";

/**
 * React Query hands a refetch the fetch already in flight when a query has no data yet, so a first load sent before
 * a change (a room created while the room list was still loading, an item another browser added while this page's
 * items were loading) would answer the refresh with the list as it was before the change, and nothing would ask
 * again. Invalidating first cancels such a load, so the refetch asks the server anew.
 */
class FreshAfterChangeQueryClient extends QueryClient {
  override invalidateQueries(filters: InvalidateQueryFilters = {}, options?: InvalidateOptions): Promise<void> {
    const cancelled = new Set<Query>();
    for (const query of this.getQueryCache().findAll(filters)) {
      if (query.state.data !== undefined || query.state.fetchStatus !== "fetching") continue;
      void query.cancel({ revert: true });
      cancelled.add(query);
    }
    // A predicate may read the query's state, which the cancel just changed: a load it picked is refetched regardless.
    const { predicate } = filters;
    return super.invalidateQueries(predicate ? { ...filters, predicate: (query) => cancelled.has(query) || predicate(query) } : filters, options);
  }
}

/**
 * Data changes only through this app's own mutations and the live pushes of other browsers' changes,
 * so nothing is refetched behind the user's back and a failure is shown rather than silently retried.
 * Offline, a read still goes out once: the service worker may answer it from what it saved (offline-cache).
 */
export function createQueryClient(): QueryClient {
  return new FreshAfterChangeQueryClient({
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
