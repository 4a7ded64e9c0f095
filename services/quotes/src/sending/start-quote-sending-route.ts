import type { Endpoints } from "@atelier/contracts";
import type { Quote } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { startQuoteSending } from "./start-quote-sending";

/** POST /api/quotes/:id/send: 202 {jobId} at once; the job mails the quote and marks it sent. */
export function startQuoteSendingRoute(deps: QuotesDeps): RouteHandler<Endpoints["sendQuote"], Staff, Quote> {
  return async (_req, res, { caller, record: quote, body: { message } }) => {
    res.status(202).json({ jobId: await startQuoteSending(deps, quote, caller, message ?? null) });
  };
}
