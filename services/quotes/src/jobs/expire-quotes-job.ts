import { expireLapsedQuotes } from "../quotes/expire-quotes";
import type { QuotesWorkerDeps } from "./worker-deps";

/** The scheduled "expire-quotes" job: sent quotes past their valid-until date become expired, each with its quote.expired event. */
export function runExpireQuotes(deps: QuotesWorkerDeps) {
  return async () => {
    const expired = await expireLapsedQuotes(deps);
    if (expired.length > 0) deps.logger.info({ expired: expired.length }, "expired lapsed quotes");
    return { expired: expired.length };
  };
}
