import type { Queues } from "../jobs";
import { jobOptions, type JobEnvelope } from "../jobs";
import type { ScheduledWork } from "./service-work";

/**
 * Creates or updates one BullMQ job scheduler per scheduled job, named after it. Every copy of the
 * worker does this at start; the scheduler is one in Redis whatever the number of copies, and queues
 * one job per interval. Schedulers on the service's queues that the work no longer declares are removed.
 */
export async function upsertSchedules(queues: Queues, serviceQueues: readonly string[], schedules: readonly ScheduledWork[]): Promise<void> {
  const template: JobEnvelope = { owner: null, data: {} };
  for (const { entry, everyMs } of schedules) {
    // The first run one interval after the scheduler first exists, not at every start of a copy.
    await queues.get(entry.definition.queue).upsertJobScheduler(
      entry.definition.name,
      { every: everyMs, startDate: Date.now() + everyMs },
      { name: entry.definition.name, data: template, opts: jobOptions(entry.definition) },
    );
  }
  const declared = new Set(schedules.map(({ entry }) => `${entry.definition.queue}/${entry.definition.name}`));
  for (const name of serviceQueues) {
    const queue = queues.get(name);
    for (const scheduler of await queue.getJobSchedulers()) {
      if (!declared.has(`${name}/${scheduler.key}`)) await queue.removeJobScheduler(scheduler.key);
    }
  }
}
