import type { User } from "@atelier/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { quietMoment } from "@/features/offline-cache/lib/quiet-moment";
import { listenForSavedAnswers, savedAnswers } from "@/features/offline-cache/lib/saved-answers";
import { stopApiCacheWarmUp, warmApiCache } from "@/features/offline-cache/lib/warm-api-cache";

/**
 * Keeps a signed-in designer's studio readable without signal: once the first screen has loaded with a connection,
 * the service worker's cache is quietly filled with every active project's rooms; saved answers shown are
 * announced (OfflineDataNotice), and replaced by fresh ones when the connection returns.
 */
export function useOfflineCache(user: Pick<User, "id">): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    // Saved answers on show are replaced as soon as the connection is back: when the browser says so, or when the
    // network answers a read (a weak signal recovers without the browser ever having been offline).
    const refresh = () => {
      if (savedAnswers.snapshot() === null) return;
      savedAnswers.forget();
      void queryClient.invalidateQueries();
    };
    const stopListening = listenForSavedAnswers(refresh);
    window.addEventListener("online", refresh);
    return () => {
      stopListening();
      window.removeEventListener("online", refresh);
    };
  }, [queryClient]);

  useEffect(() => {
    let isCancelled = false;
    quietMoment(queryClient)
      .then(() => (isCancelled ? undefined : warmApiCache()))
      .catch(() => {
        // A read that fails ends the warm-up; the next start of the app tries again.
      });
    return () => {
      isCancelled = true;
      stopApiCacheWarmUp();
    };
  }, [user.id, queryClient]);
}
