import { z } from "zod";
import { baseConfigSchema } from "../config";
import { outboxConfigFields } from "../outbox/service-outbox";

/** What every worker process reads: the shared settings, and how much it takes on. */
export const workerConfigSchema = baseConfigSchema.extend({
  /** Jobs one worker process runs at once, per queue. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** How long a job may go without its worker renewing the lock before another worker takes it over. */
  JOB_LOCK_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  ...outboxConfigFields,
});
export type WorkerConfig = z.infer<typeof workerConfigSchema>;
