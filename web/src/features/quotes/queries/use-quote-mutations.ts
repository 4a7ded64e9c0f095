import type { Quote, UpdateQuoteRequest } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { reviseQuote, updateQuote } from "@/features/quotes/api/quotes-api";
import { quoteEditorPath } from "@/features/quotes/lib/quote-paths";
import { toast, toastFailure } from "@/hooks/use-toast";
import { ApiError, serverMessage } from "@/lib/api";
import { refreshProjectQuotes } from "./refresh-quotes";
import { quoteQuery } from "./use-quotes";

/** Saves a draft; the server's answer (its pricing and totals) replaces what the editor showed. */
export function useUpdateQuoteMutation(quote: Pick<Quote, "id" | "projectId">) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: UpdateQuoteRequest) => updateQuote(quote.id, request),
    onSuccess: (saved) => {
      queryClient.setQueryData(quoteQuery(quote.id).queryKey, saved);
      refreshProjectQuotes(queryClient, quote.projectId);
      toast({ title: "Quote Saved", description: `${saved.number} now totals ${formatRand(saved.total)}.` });
    },
  });
  return {
    ...mutation,
    /** Tells a failure that no field can show: a quote no longer a draft (409), or no answer at all. */
    reportFailure: (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: quoteQuery(quote.id).queryKey });
        toastFailure("Save Failed", serverMessage(error) ?? "This quote is no longer a draft, so it cannot change.");
      } else toastFailure("Save Failed", serverMessage(error) ?? "Failed to save the quote. Please try again.");
    },
  };
}

/** Makes the next version of a quote the client has seen, and opens it. */
export function useReviseQuoteMutation(quote: Pick<Quote, "id" | "projectId">) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => reviseQuote(quote.id),
    onSuccess: (revision) => {
      queryClient.setQueryData(quoteQuery(revision.id).queryKey, revision);
      refreshProjectQuotes(queryClient, quote.projectId);
      toast({ title: "Quote Revised", description: `Version ${revision.version} of ${revision.number} is a draft to edit.` });
      void navigate(quoteEditorPath(quote.projectId, revision.id));
    },
    onError: (error) => toastFailure("Revision Failed", serverMessage(error) ?? "Failed to revise the quote. Please try again."),
  });
}
