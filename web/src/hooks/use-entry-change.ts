import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast, toastFailure } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api";

export interface EntryChange<V, R> {
  run: (variables: V) => Promise<R>;
  /** The list that shows the entry, refetched after the change. */
  listKey: QueryKey;
  done: { title: string; description: string };
  /** Said when the server gives no reason of its own. */
  failed: string;
}

/** A change to one meeting or installation: its list refetches, and a refusal (such as a 409) shows the server's reason. */
export function useEntryChange<V, R>({ run, listKey, done, failed }: EntryChange<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      toast(done);
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? failed),
  });
}
