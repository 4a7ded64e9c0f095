import type { SentQuoteResult, sendQuoteJob } from "@atelier/contracts";
import type { JobContext } from "@atelier/kit";
import type { z } from "zod";
import { sendQuote } from "../sending/send-quote";
import type { QuotesWorkerDeps } from "./worker-deps";

/** The "send-quote" job: mails the quote's PDF to the client and marks the quote sent. */
export function runSendQuote(deps: QuotesWorkerDeps): (payload: z.infer<typeof sendQuoteJob.payload>, context: JobContext) => Promise<SentQuoteResult> {
  return ({ quoteId, to, message }, { jobId, lastAttempt }) => sendQuote(deps, { jobId, quoteId, to, message, lastAttempt });
}
