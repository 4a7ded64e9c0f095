import type { z } from "zod";
import { subscriptionOf, type DomainEventDefinition, type JobDefinition } from "@atelier/contracts";
import { handleJob, type JobDiscard, type JobHandler, type JobHandlerEntry, type JobWorkerDeps } from "../job-worker";
import type { WorkerConfig } from "./worker-config";

/** A job of the registry that a BullMQ job scheduler queues every `everyMs`, once across all copies of the worker. */
export interface ScheduledWork {
  entry: JobHandlerEntry;
  everyMs: number;
}

/** Scheduled work has no payload and no owner: it runs for the whole service. */
export function scheduleJob(definition: JobDefinition, everyMs: number, run: (context: { jobId: string }) => Promise<unknown>): ScheduledWork {
  return { entry: { definition, handle: (_payload, context) => run(context) }, everyMs };
}

/** A service's reaction to a domain event; it runs as a job of the service's events queue. */
export interface EventSubscriber {
  event: DomainEventDefinition;
  toEntry(service: string): JobHandlerEntry;
}

/** Subscribes to an event, its payload typed by the event's schema. Run again for the same event (a redelivery), it must change nothing more. */
export function onEvent<P extends z.ZodType>(event: DomainEventDefinition<P>, handle: JobHandler<P>, discard?: JobDiscard<P>): EventSubscriber {
  return { event, toEntry: (service) => handleJob(subscriptionOf(event, service) as JobDefinition<P>, handle, discard) };
}

/** What a service's worker processes do: the handlers of its jobs, its event subscribers and its scheduled work, built from their dependencies. */
export interface ServiceWork<C extends WorkerConfig = WorkerConfig, D extends JobWorkerDeps = JobWorkerDeps> {
  /** The folder under services/, as the job registry names it. */
  service: string;
  configSchema: z.ZodType<C>;
  /** Adds what the handlers need to the connections the host opens. */
  deps(base: JobWorkerDeps, config: C): D;
  jobs(deps: D): JobHandlerEntry[];
  events(deps: D): EventSubscriber[];
  schedules(deps: D): ScheduledWork[];
  /** Closes what `deps` opened beyond the host's connections (a mail pool), after the last job has finished. */
  close?(deps: D): Promise<void>;
}

export const declareWork = <C extends WorkerConfig, D extends JobWorkerDeps>(work: ServiceWork<C, D>): ServiceWork<C, D> => work;
