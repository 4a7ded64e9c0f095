import { sentQuoteResultSchema, type Quote, type SendQuoteRequest } from "@atelier/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendQuote } from "@/features/quotes/api/quotes-api";
import { useJob } from "@/features/jobs/hooks/use-job";
import { toast, toastFailure } from "@/hooks/use-toast";
import { ApiError, serverMessage } from "@/lib/api";
import { refreshProjectQuotes } from "./refresh-quotes";

const failed = (reason?: string) =>
  toastFailure("Send Failed", reason ? `Failed to send quote to client: ${reason}` : "Failed to send quote to client. Please try again.");

/** Starts mailing the quote to the project's client and follows the job; the quote then shows it sent, or why not. */
export function useSendQuote(quote: Pick<Quote, "id" | "projectId" | "number">, { onSent }: { onSent: () => void }) {
  const queryClient = useQueryClient();
  const refresh = () => refreshProjectQuotes(queryClient, quote.projectId);
  const job = useJob({
    result: sentQuoteResultSchema,
    onCompleted: ({ sentTo }) => {
      refresh();
      toast({ title: "Quote Sent", description: `${quote.number} was sent to ${sentTo}.` });
      onSent();
    },
    onFailed: (reason) => {
      refresh();
      failed(reason);
    },
  });
  const start = useMutation({
    mutationFn: (request: SendQuoteRequest) => sendQuote(quote.id, request),
    onSuccess: ({ jobId }) => job.follow(jobId),
    onError: (error) => {
      // 409: the quote is no longer a draft or sent; 400: the project lost its client e-mail meanwhile.
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) refresh();
      failed(serverMessage(error));
    },
  });
  return {
    send: (request: SendQuoteRequest) => start.mutate(request),
    isSending: start.isPending || job.status !== null,
    status: job.status,
  };
}
