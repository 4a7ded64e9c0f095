import { sendQuoteRequestSchema } from "@atelier/contracts";
import type { Quote } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { startQuoteSending } from "./start-quote-sending";

/** POST /api/quotes/:id/send: 202 {jobId} at once; the job mails the quote and marks it sent. */
export function startQuoteSendingRoute(deps: QuotesDeps): AccessHandler<Staff, Quote> {
  return async (req, res, { caller, record: quote }) => {
    const { message } = parseInput(sendQuoteRequestSchema, req.body ?? {});
    res.status(202).json({ jobId: await startQuoteSending(deps, quote, caller, message ?? null) });
  };
}
