import { endpoints, type User } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { fetchCurrentUser } from "@/features/auth/api/auth-api";
import { queryKeyOf } from "@/lib/endpoint-client";

export const CURRENT_USER_QUERY_KEY = queryKeyOf(endpoints.currentUser);

/** The user is trusted from cache for five minutes; after that a reconnect or a new reader asks the server again. */
const CURRENT_USER_STALE_TIME_MS = 5 * 60 * 1000;

export interface AuthState {
  /** null when nobody is signed in; undefined while unknown (loading or failed). */
  user: User | null | undefined;
  isLoading: boolean;
  error: Error | null;
  retry: () => void;
}

export function useAuth(): AuthState {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    staleTime: CURRENT_USER_STALE_TIME_MS,
  });
  return {
    user: query.data,
    isLoading: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
