import { inject } from "vitest";
import { logisticsWorkerConfigSchema } from "../../services/logistics/src/config";
import { logisticsWork } from "../../services/logistics/src/jobs/work";
import type { LogisticsWorkerDeps } from "../../services/logistics/src/jobs/worker-deps";
import { startServiceWorkers, type ServiceTestWorkers } from "./service-workers";
import { TEST_SECRET, type TestStack } from "./test-stack";

export type LogisticsTestWorkers = ServiceTestWorkers<LogisticsWorkerDeps>;

/** The logistics service's real workers (its subscribers) for a test stack. Tests run the scheduled overdue check when they mean to. */
export function startLogisticsWorkers(stack: TestStack, env: Record<string, string> = {}): Promise<LogisticsTestWorkers> {
  const config = logisticsWorkerConfigSchema.parse({
    DATABASE_URL: inject("databaseUrl"),
    REDIS_URL: inject("redisUrl"),
    INTERNAL_SECRET: TEST_SECRET,
    MAIL_OUTBOX_DIR: stack.mailOutboxDir,
    ...stack.storageSettings,
    ...env,
  });
  return startServiceWorkers(logisticsWork, config);
}
