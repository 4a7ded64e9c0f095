import { Queue, type Worker } from "bullmq";
import { loadConfig } from "../config";
import type { JobWorkerDeps } from "../job-worker";
import { createLogger } from "../logger";
import { requireMigrated } from "../require-migrated";
import { readinessOf } from "../boot";
import { createProcessMetrics, jobMetrics, outboxMetrics, queueMetrics, serveMetrics } from "../metrics";
import { onShutdown, type RunningServer } from "../run";
import { installSafetyNet } from "../safety-net";
import type { ServiceWork } from "./service-work";
import { startWork } from "./start-work";
import type { WorkerConfig } from "./worker-config";
import { connectWorker } from "./worker-connections";

/**
 * A service's worker process, whole: its configuration, connections, jobs and schedules, a graceful
 * stop on SIGTERM (running jobs finish) and the safety net. Run more copies to take on more work.
 */
export async function runWorkerHost<C extends WorkerConfig, D extends JobWorkerDeps>(work: ServiceWork<C, D>, env?: Record<string, string | undefined>): Promise<{ config: C; deps: D }> {
  const config = loadConfig(work.configSchema, env);
  await requireMigrated(config.DATABASE_URL);
  const logger = createLogger(`${work.service}-jobs`, config.LOG_LEVEL);
  const connections = connectWorker(config, logger);

  let stopWork = async () => {};
  let closeDeps = async () => {};
  const shutdown = onShutdown(logger, async () => {
    await stopWork();
    await closeDeps();
    await connections.close();
  }, { supervisorPid: config.SUPERVISOR_PID });
  installSafetyNet(logger, shutdown);

  const deps = work.deps(connections.deps, config);
  closeDeps = async () => work.close?.(deps);
  const running = await startWork(work, deps, { concurrency: config.JOB_CONCURRENCY, lockSeconds: config.JOB_LOCK_SECONDS });
  const metrics = config.METRICS_PORT === undefined ? null : await serveWorkerMetrics(`${work.service}-jobs`, running.workers, connections.deps, config.METRICS_PORT, config.HOST);
  stopWork = async () => {
    await running.close();
    await metrics?.close();
  };
  logger.info({ queues: running.workers.map((worker) => worker.name), concurrency: config.JOB_CONCURRENCY, metricsPort: metrics?.port }, "worker host running");
  return { config, deps };
}

/** A worker process's metrics and probes on METRICS_PORT: its queues' counts, its jobs' times and failures, the outbox's backlog. */
async function serveWorkerMetrics(name: string, workers: readonly Worker[], { connection, prisma }: JobWorkerDeps, port: number, host: string): Promise<RunningServer> {
  const registry = createProcessMetrics(name);
  const queues = workers.map((worker) => new Queue(worker.name, { connection }));
  queueMetrics(registry, queues);
  jobMetrics(registry, workers);
  outboxMetrics(registry, prisma);
  // Ready while it reaches what its jobs need: Redis for the queues, Postgres for the records.
  const server = await serveMetrics(registry, port, host, readinessOf({ prisma, redis: connection }));
  return {
    ...server,
    async close() {
      await server.close();
      await Promise.all(queues.map((queue) => queue.close()));
    },
  };
}
