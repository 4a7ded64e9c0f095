import { expireQuotesJob, generateQuoteJob, quoteApprovedEvent, quoteViewedEvent, sampleDataAddedEvent, sendNotificationJob, sendQuoteJob } from "@atelier/contracts";
import { declareWork, handleJob, mailingWorkerDeps, onEvent, scheduleJob } from "@atelier/kit";
import { quotesWorkerConfigSchema } from "../config";
import { certifyApproval } from "../subscribers/certify-approval";
import { recordQuoteView } from "../subscribers/record-quote-view";
import { makeSampleQuotes } from "../subscribers/sample-quotes";
import { runExpireQuotes } from "./expire-quotes-job";
import { runGenerateQuote } from "./generate-quote-job";
import { runSendNotification } from "./send-notification-job";
import { runSendQuote } from "./send-quote-job";
import type { QuotesWorkerDeps } from "./worker-deps";

/** Hourly, so a quote expires within the hour after its last valid day ends in South Africa. */
const EXPIRE_EVERY_MS = 3600 * 1000;

/** What the quotes service's worker processes (src/worker.ts) do: build quotes (the sample data's too), certify approvals, keep the portal trail, and expire the lapsed ones. */
export const quotesWork = declareWork({
  service: "quotes",
  configSchema: quotesWorkerConfigSchema,
  deps: (base, config): QuotesWorkerDeps => mailingWorkerDeps(base, config),
  jobs: (deps) => [handleJob(generateQuoteJob, runGenerateQuote(deps)), handleJob(sendQuoteJob, runSendQuote(deps)), handleJob(sendNotificationJob, runSendNotification(deps))],
  events: (deps) => [
    onEvent(sampleDataAddedEvent, makeSampleQuotes(deps)),
    onEvent(quoteApprovedEvent, certifyApproval(deps)),
    onEvent(quoteViewedEvent, recordQuoteView(deps)),
  ],
  schedules: (deps) => [scheduleJob(expireQuotesJob, EXPIRE_EVERY_MS, runExpireQuotes(deps))],
  close: ({ mailer }) => mailer.close(),
});
