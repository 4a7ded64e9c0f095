import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { connectWorker, createLogger, startWork } from "@atelier/kit";
import { quotesWorkerConfigSchema } from "../../services/quotes/src/config";
import { quotesWork } from "../../services/quotes/src/jobs/work";
import type { QuotesWorkerDeps } from "../../services/quotes/src/jobs/worker-deps";
import { TEST_SECRET } from "./test-stack";

export interface QuotesTestWorkers {
  /** What the quotes handlers work with, for calling one directly. */
  deps: QuotesWorkerDeps;
  close(): Promise<void>;
}

/**
 * The quotes service's real workers in this process on the worker host, for a test stack. Scheduled
 * work is not scheduled: tests expire quotes when they mean to. `env` adds settings: the stack's
 * storage (to serve the PDFs the jobs keep), SMTP_URL or MAIL_OUTBOX_DIR; unset, mail goes to a
 * temporary folder removed on close, never to .data/outbox.
 */
export async function startQuotesWorkers(env: Record<string, string> = {}): Promise<QuotesTestWorkers> {
  const ownOutbox = env.MAIL_OUTBOX_DIR ? null : mkdtempSync(join(tmpdir(), "atelier-test-outbox-"));
  const config = quotesWorkerConfigSchema.parse({
    DATABASE_URL: inject("databaseUrl"),
    REDIS_URL: inject("redisUrl"),
    INTERNAL_SECRET: TEST_SECRET,
    ...(ownOutbox ? { MAIL_OUTBOX_DIR: ownOutbox } : {}),
    ...env,
  });
  const connections = connectWorker(config, createLogger("quotes-test", "silent"));
  const deps = quotesWork.deps(connections.deps, config);
  const running = await startWork(quotesWork, deps, { schedule: false });
  return {
    deps,
    async close() {
      await running.close();
      await quotesWork.close?.(deps);
      await connections.close();
      if (ownOutbox) rmSync(ownOutbox, { recursive: true, force: true });
    },
  };
}
