import type { Worker } from "bullmq";
import { JOB_REGISTRY, type JobDefinition } from "@atelier/contracts";
import { startJobWorker, type JobHandlerEntry, type JobWorkerDeps, type JobWorkerOptions } from "../job-worker";
import { Queues } from "../jobs";
import { checkRegistryCoverage } from "./registry-coverage";
import { upsertSchedules } from "./schedules";
import type { ServiceWork } from "./service-work";

export interface RunningWork {
  workers: Worker[];
  /** Takes no new jobs and waits for the running ones to finish. */
  close(): Promise<void>;
}

export interface StartWorkOptions extends JobWorkerOptions {
  /** The jobs the work must match; the contracts' registry unless a test brings its own. */
  registry?: readonly JobDefinition[];
  /** False runs the scheduled jobs' handlers without creating their schedulers (tests run them when they mean to). */
  schedule?: boolean;
}

/** Starts one BullMQ worker per queue of the service's jobs, event subscribers and scheduled work, and upserts its job schedulers. */
export async function startWork<D extends JobWorkerDeps>(
  work: Pick<ServiceWork<never, D>, "service" | "jobs" | "events" | "schedules">,
  deps: D,
  options: StartWorkOptions = {},
): Promise<RunningWork> {
  const schedules = work.schedules(deps);
  const subscribers = work.events(deps).map((subscriber) => subscriber.toEntry(work.service));
  const entries: JobHandlerEntry[] = [...work.jobs(deps), ...subscribers, ...schedules.map(({ entry }) => entry)];
  checkRegistryCoverage(work.service, entries.map(({ definition }) => definition), options.registry ?? JOB_REGISTRY);

  const byQueue = new Map<string, JobHandlerEntry[]>();
  for (const entry of entries) byQueue.set(entry.definition.queue, [...(byQueue.get(entry.definition.queue) ?? []), entry]);
  if (options.schedule !== false) {
    const queues = new Queues(deps.connection);
    try {
      await upsertSchedules(queues, [...byQueue.keys()], schedules);
    } finally {
      await queues.close();
    }
  }
  const workers = [...byQueue].map(([queue, handlers]) => startJobWorker(queue, handlers, deps, options));
  return {
    workers,
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
