import { generatedQuoteResultSchema } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { generateQuote } from "@/features/quotes/api/quotes-api";
import { useJob } from "@/features/jobs/hooks/use-job";
import { toast, toastFailure } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api";
import { quoteEditorPath } from "@/features/quotes/lib/quote-paths";
import { refreshProjectQuotes } from "./refresh-quotes";

const failed = (reason?: string) => toastFailure("Quote Generation Failed", reason ?? "Failed to generate the quote. Please try again.");

/** Starts building a quote from the project's room items, follows the job, then opens the new draft. */
export function useGenerateQuote(projectId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const job = useJob({
    result: generatedQuoteResultSchema,
    onCompleted: ({ quoteId, number, lines, total }) => {
      refreshProjectQuotes(queryClient, projectId);
      toast({ title: "Quote Generated", description: `${number}: ${lines === 1 ? "1 line" : `${lines} lines`}, ${formatRand(total)} incl. VAT.` });
      void navigate(quoteEditorPath(projectId, quoteId));
    },
    onFailed: failed,
  });
  const start = useMutation({
    mutationFn: () => generateQuote(projectId),
    onSuccess: ({ jobId }) => job.follow(jobId),
    onError: (error) => failed(serverMessage(error)),
  });
  return {
    generate: () => start.mutate(),
    isGenerating: start.isPending || job.status !== null,
    status: job.status,
  };
}
