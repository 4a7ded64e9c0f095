import { expireQuotesJob, generateQuoteJob } from "@atelier/contracts";
import { createProjectChanges, declareWork, handleJob, scheduleJob } from "@atelier/kit";
import { quotesWorkerConfigSchema } from "../config";
import { runExpireQuotes } from "./expire-quotes-job";
import { runGenerateQuote } from "./generate-quote-job";
import type { QuotesWorkerDeps } from "./worker-deps";

/** Hourly, so a quote expires within the hour after its last valid day ends in South Africa. */
const EXPIRE_EVERY_MS = 3600 * 1000;

/** What the quotes service's worker processes (src/worker.ts) do: build quotes, and expire the lapsed ones. */
export const quotesWork = declareWork({
  service: "quotes",
  configSchema: quotesWorkerConfigSchema,
  deps: (base): QuotesWorkerDeps => ({ ...base, changes: createProjectChanges(base.connection, base.logger) }),
  jobs: (deps) => [handleJob(generateQuoteJob, runGenerateQuote(deps))],
  events: () => [],
  schedules: (deps) => [scheduleJob(expireQuotesJob, EXPIRE_EVERY_MS, runExpireQuotes(deps))],
});
