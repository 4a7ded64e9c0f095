import { downloadPath, downloads, endpoints, errorBodySchema, type SendQuoteRequest, type UpdateQuoteRequest } from "@atelier/contracts";
import { ApiError } from "@/lib/api";
import { callEndpoint } from "@/lib/endpoint-client";
import { pdfFileName } from "@/features/quotes/lib/pdf-file-name";

/** Starts the "generate-quote" job, whose result is a GeneratedQuoteResult. */
export const generateQuote = (projectId: string) => callEndpoint(endpoints.generateQuote, { params: { projectId } });

/** Saves a draft; the answer carries the totals as the server priced them. */
export const updateQuote = (quoteId: string, request: UpdateQuoteRequest) =>
  callEndpoint(endpoints.updateQuote, { params: { quoteId }, body: request });

/** Makes the next version of a sent, rejected or expired quote, as a draft. */
export const reviseQuote = (quoteId: string) => callEndpoint(endpoints.reviseQuote, { params: { quoteId } });

/** Starts the "send-quote" job, which mails the quote's PDF to the project's client; its result is a SentQuoteResult. */
export const sendQuote = (quoteId: string, request: SendQuoteRequest) => callEndpoint(endpoints.sendQuote, { params: { quoteId }, body: request });

/** The quote's PDF and the file name the server gave it; a failure throws an ApiError like any call's. */
export async function fetchQuotePdf(quoteId: string, fallbackName: string): Promise<{ file: Blob; fileName: string }> {
  const response = await fetch(downloadPath(downloads.quotePdf, { quoteId }), { credentials: "include", headers: { Accept: downloads.quotePdf.contentType } });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText, errorBodyOf(text));
  }
  return { file: await response.blob(), fileName: pdfFileName(response.headers.get("Content-Disposition"), fallbackName) };
}

function errorBodyOf(text: string) {
  try {
    return errorBodySchema.safeParse(JSON.parse(text)).data ?? null;
  } catch {
    return null;
  }
}
