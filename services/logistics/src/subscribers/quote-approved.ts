import type { quoteApprovedEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import type { LogisticsWorkerDeps } from "../jobs/worker-deps";
import { createProductionItems } from "../production/create-production-items";
import { draftPurchaseOrders } from "../purchase-orders/draft-purchase-orders";

/**
 * What logistics does when a client approves a quote (its one subscription to quote.approved): each approved
 * item line goes into production, and is ordered from its supplier on a drafted purchase order (one per
 * supplier; the event's id keys them). Every step is idempotent, as a redelivered event runs them all again.
 */
export const onQuoteApproved =
  (deps: LogisticsWorkerDeps): JobHandler<typeof quoteApprovedEvent.payload> =>
  async ({ quoteId, projectId, studioId }, { jobId }) => ({
    production: await createProductionItems(deps, quoteId),
    purchaseOrders: await draftPurchaseOrders(deps, { eventId: jobId, quoteId, projectId, studioId }),
  });
