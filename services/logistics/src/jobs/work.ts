import { flagOverdueItemsJob, quoteApprovedEvent } from "@atelier/contracts";
import { createProjectChanges, declareWork, onEvent, scheduleJob } from "@atelier/kit";
import { logisticsWorkerConfigSchema } from "../config";
import { flagOverdueItems } from "../production/flag-overdue-items";
import { onQuoteApproved } from "../subscribers/quote-approved";
import type { LogisticsWorkerDeps } from "./worker-deps";

/** Daily: an item is overdue from the day after its estimated completion, so a check a day tells its designer that day. */
const FLAG_OVERDUE_EVERY_MS = 24 * 3600 * 1000;

/** What the logistics service's worker processes (src/worker.ts) do: production from approved quotes, and the daily overdue check. */
export const logisticsWork = declareWork({
  service: "logistics",
  configSchema: logisticsWorkerConfigSchema,
  deps: (base): LogisticsWorkerDeps => ({ ...base, changes: createProjectChanges(base.connection, base.logger) }),
  jobs: () => [],
  events: (deps) => [onEvent(quoteApprovedEvent, onQuoteApproved(deps))],
  schedules: ({ prisma, outbox }) => [
    scheduleJob(flagOverdueItemsJob, FLAG_OVERDUE_EVERY_MS, async () => {
      const flagged = await flagOverdueItems(prisma);
      outbox.wake();
      return flagged;
    }),
  ],
});
