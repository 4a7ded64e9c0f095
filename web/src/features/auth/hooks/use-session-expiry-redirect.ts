import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isUnauthorizedError } from "@/lib/api";
import { clearApiCache } from "@/features/offline-cache/lib/clear-api-cache";
import { CURRENT_USER_QUERY_KEY } from "@/features/auth/queries/use-auth";
import { ENDING_SESSION_MUTATION_KEY } from "@/features/auth/queries/use-auth-mutations";
import { toast } from "@/hooks/use-toast";

const REDIRECT_DELAY_MS = 500;

/**
 * While signed in, any query or mutation answered 401 means the session has ended elsewhere
 * (expired or revoked). The user is told, then sent to the sign-in screen with a full page load,
 * which also drops everything cached for the old session; the answers kept for use offline go at once. A 401 while
 * this tab is ending its own session (a read the server took after the sign-out) is no news: that mutation goes on
 * to say so and leave, where a reload would cut it off and lose its message.
 */
export function useSessionExpiryRedirect(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let redirectTimer: number | undefined;

    const handleError = (error: unknown) => {
      if (redirectTimer !== undefined || !isUnauthorizedError(error)) return;
      const isEndingHere = queryClient.isMutating({ mutationKey: ENDING_SESSION_MUTATION_KEY }) > 0;
      if (isEndingHere || queryClient.getQueryData(CURRENT_USER_QUERY_KEY) === null) return;
      void clearApiCache();
      toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
      redirectTimer = window.setTimeout(() => window.location.assign("/auth"), REDIRECT_DELAY_MS);
    };

    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") handleError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") handleError(event.action.error);
    });

    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
      window.clearTimeout(redirectTimer);
    };
  }, [queryClient]);
}
