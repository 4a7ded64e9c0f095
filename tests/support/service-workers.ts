import { connectWorker, createLogger, startWork, type JobWorkerDeps, type ServiceWork, type WorkerConfig } from "@atelier/kit";
import { TEST_SECRET, type TestStack } from "./test-stack";
import { testDatabaseUrl, testRedisUrl } from "./test-infra";

export interface ServiceTestWorkers<D> {
  /** What the service's handlers work with, for calling one directly. */
  deps: D;
  close(): Promise<void>;
}

/** A service's real workers in this process on the worker host, from a parsed config; scheduled work is not scheduled. */
export async function startServiceWorkers<C extends WorkerConfig, D extends JobWorkerDeps>(work: ServiceWork<C, D>, config: C): Promise<ServiceTestWorkers<D>> {
  const connections = connectWorker(config, createLogger(`${work.service}-test`, "silent"));
  const deps = work.deps(connections.deps, config);
  const running = await startWork(work, deps, { schedule: false });
  return {
    deps,
    async close() {
      await running.close();
      await work.close?.(deps);
      await connections.close();
    },
  };
}

/** A service's real workers for a test stack: the stack's database, Redis, storage and mail folder, and `env` on top. */
export function startStackWorkers<C extends WorkerConfig, D extends JobWorkerDeps>(work: ServiceWork<C, D>, stack: TestStack, env: Record<string, string> = {}): Promise<ServiceTestWorkers<D>> {
  const config = work.configSchema.parse({
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: testRedisUrl(),
    INTERNAL_SECRET: TEST_SECRET,
    MAIL_OUTBOX_DIR: stack.mailOutboxDir,
    ...stack.storageSettings,
    ...env,
  });
  return startServiceWorkers(work, config);
}
