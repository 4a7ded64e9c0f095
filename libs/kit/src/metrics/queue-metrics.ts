import type { Queue, Worker } from "bullmq";
import { Counter, Gauge, Histogram, type Registry } from "prom-client";

const STATES = ["waiting", "prioritized", "active", "delayed", "waiting-children", "completed", "failed"] as const;

/**
 * The queues a worker process takes work from, read when scraped: `bullmq_jobs` by queue and state, and
 * `bullmq_jobs_ready`, the jobs that could run now (waiting, prioritized, and delayed ones whose time has come),
 * which is what an autoscaler adds workers for. The queues' names come from the worker, never a hard-coded list.
 */
export function queueMetrics(registry: Registry, queues: readonly Queue[]): void {
  new Gauge({
    name: "bullmq_jobs",
    help: "Jobs in each queue this process works on, by state",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      for (const queue of queues) {
        const counts = await queue.getJobCounts(...STATES);
        for (const state of STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  });
  new Gauge({
    name: "bullmq_jobs_ready",
    help: "Jobs that could run now in each queue: waiting, prioritized, and delayed ones whose time has come",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      for (const queue of queues) {
        const { waiting = 0, prioritized = 0 } = await queue.getJobCounts("waiting", "prioritized");
        this.set({ queue: queue.name }, waiting + prioritized + (await queue.getDelayedCount(Date.now() + 1)));
      }
    },
  });
}

/** Seconds: from a thumbnail to a whole studio's export. */
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800];

/** Times each job a worker finishes (`bullmq_job_duration_seconds`) and counts each failure, and whether it was the last try. */
export function jobMetrics(registry: Registry, workers: readonly Worker[]): void {
  const duration = new Histogram({
    name: "bullmq_job_duration_seconds",
    help: "Time a job ran before it completed, by queue and job",
    labelNames: ["queue", "job"] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const failures = new Counter({
    name: "bullmq_job_failures_total",
    help: "Tries of a job that failed, by queue and job; final when no try is left",
    labelNames: ["queue", "job", "final"] as const,
    registers: [registry],
  });
  for (const worker of workers) {
    worker.on("completed", (job) => {
      if (job.processedOn && job.finishedOn) duration.observe({ queue: worker.name, job: job.name }, (job.finishedOn - job.processedOn) / 1000);
    });
    worker.on("failed", (job) => {
      if (!job) return;
      failures.inc({ queue: worker.name, job: job.name, final: String(job.attemptsMade >= (job.opts.attempts ?? 1)) });
    });
  }
}
