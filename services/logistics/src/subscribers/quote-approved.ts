import type { quoteApprovedEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import type { LogisticsWorkerDeps } from "../jobs/worker-deps";
import { createProductionItems } from "../production/create-production-items";

/**
 * What logistics does when a client approves a quote (its one subscription to quote.approved): each approved
 * item line goes into production. Every step is idempotent, as a redelivered event runs them all again.
 */
export const onQuoteApproved =
  (deps: LogisticsWorkerDeps): JobHandler<typeof quoteApprovedEvent.payload> =>
  async ({ quoteId }) => ({ production: await createProductionItems(deps, quoteId) });
