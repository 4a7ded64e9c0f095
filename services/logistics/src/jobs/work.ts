import { flagDelayedVisitsJob, flagOverdueItemsJob, quoteApprovedEvent, sendPurchaseOrderJob } from "@atelier/contracts";
import { declareWork, handleJob, mailingWorkerDeps, onEvent, scheduleJob } from "@atelier/kit";
import { logisticsWorkerConfigSchema } from "../config";
import { flagDelayedVisits } from "../delays/flag-delayed-visits";
import { flagOverdueItems } from "../production/flag-overdue-items";
import { sendPurchaseOrder } from "../purchase-orders/send-purchase-order";
import { onQuoteApproved } from "../subscribers/quote-approved";
import type { LogisticsWorkerDeps } from "./worker-deps";

/** Daily: an item is overdue from the day after its estimated completion, so a check a day tells its designer that day. */
const FLAG_OVERDUE_EVERY_MS = 24 * 3600 * 1000;
/** Deliveries and installations have times of day: checked hourly, a visit is delayed within two hours of its time. */
const FLAG_DELAYED_EVERY_MS = 3600 * 1000;

/** What the logistics service's worker processes (src/worker.ts) do: production and purchase orders from approved quotes, purchase orders mailed to suppliers, the daily overdue check and the hourly delayed check. */
export const logisticsWork = declareWork({
  service: "logistics",
  configSchema: logisticsWorkerConfigSchema,
  deps: (base, config): LogisticsWorkerDeps => mailingWorkerDeps(base, config),
  jobs: (deps) => [
    handleJob(sendPurchaseOrderJob, ({ purchaseOrderId, to }, { jobId, lastAttempt }) => sendPurchaseOrder(deps, { jobId, purchaseOrderId, to, lastAttempt })),
  ],
  events: (deps) => [onEvent(quoteApprovedEvent, onQuoteApproved(deps))],
  schedules: ({ prisma, changes }) => [
    scheduleJob(flagOverdueItemsJob, FLAG_OVERDUE_EVERY_MS, async () => {
      const flagged = await flagOverdueItems(prisma);
      return flagged;
    }),
    scheduleJob(flagDelayedVisitsJob, FLAG_DELAYED_EVERY_MS, async () => {
      const delayed = await flagDelayedVisits(prisma);
      for (const projectId of new Set(delayed.deliveries)) changes.announce(projectId, "deliveries");
      for (const projectId of new Set(delayed.installations)) changes.announce(projectId, "installations");
      return { deliveries: delayed.deliveries.length, installations: delayed.installations.length };
    }),
  ],
  close: ({ mailer }) => mailer.close(),
});
