import { endpoints, type UpdateQuoteRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

/** Starts the "generate-quote" job, whose result is a GeneratedQuoteResult. */
export const generateQuote = (projectId: string) => callEndpoint(endpoints.generateQuote, { params: { projectId } });

/** Saves a draft; the answer carries the totals as the server priced them. */
export const updateQuote = (quoteId: string, request: UpdateQuoteRequest) =>
  callEndpoint(endpoints.updateQuote, { params: { quoteId }, body: request });

/** Makes the next version of a sent, rejected or expired quote, as a draft. */
export const reviseQuote = (quoteId: string) => callEndpoint(endpoints.reviseQuote, { params: { quoteId } });
