import type { Quote } from "@atelier/contracts";
import { useMutation } from "@tanstack/react-query";
import { fetchQuotePdf } from "@/features/quotes/api/quotes-api";
import { saveFile } from "@/features/quotes/lib/save-file";
import { toast, toastFailure } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api";

/** Downloads the quote's PDF (a draft as it was last saved, a sent version as the client got it). */
export function useExportPdf(quote: Pick<Quote, "id" | "number" | "version">) {
  return useMutation({
    mutationFn: () => fetchQuotePdf(quote.id, `${quote.number}-v${quote.version}.pdf`),
    onSuccess: ({ file, fileName }) => {
      saveFile(file, fileName);
      toast({ title: "PDF Exported", description: `${fileName} is downloading.` });
    },
    onError: (error) => toastFailure("Export Failed", serverMessage(error) ?? "Failed to export the quote's PDF. Please try again."),
  });
}
