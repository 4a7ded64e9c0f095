import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { quotesWorkerConfigSchema } from "../../services/quotes/src/config";
import { quotesWork } from "../../services/quotes/src/jobs/work";
import type { QuotesWorkerDeps } from "../../services/quotes/src/jobs/worker-deps";
import { startServiceWorkers, type ServiceTestWorkers } from "./service-workers";
import { TEST_SECRET } from "./test-stack";
import { testDatabaseUrl, testRedisUrl } from "./test-infra";

export type QuotesTestWorkers = ServiceTestWorkers<QuotesWorkerDeps>;

/**
 * The quotes service's real workers in this process on the worker host, for a test stack. Scheduled
 * work is not scheduled: tests expire quotes when they mean to. `env` adds settings: the stack's
 * storage (to serve the PDFs the jobs keep), SMTP_URL or MAIL_OUTBOX_DIR; unset, mail goes to a
 * temporary folder removed on close, never to .data/outbox.
 */
export async function startQuotesWorkers(env: Record<string, string> = {}): Promise<QuotesTestWorkers> {
  const ownOutbox = env.MAIL_OUTBOX_DIR ? null : mkdtempSync(join(tmpdir(), "atelier-test-outbox-"));
  const config = quotesWorkerConfigSchema.parse({
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: testRedisUrl(),
    INTERNAL_SECRET: TEST_SECRET,
    ...(ownOutbox ? { MAIL_OUTBOX_DIR: ownOutbox } : {}),
    ...env,
  });
  const workers = await startServiceWorkers(quotesWork, config);
  return {
    deps: workers.deps,
    async close() {
      await workers.close();
      if (ownOutbox) rmSync(ownOutbox, { recursive: true, force: true });
    },
  };
}
