import { DOMAIN_EVENT_LIST, type DomainEventDefinition } from "./domain-events";
import { JOBS, subscriptionOf, type JobDefinition } from "./job-registry";

/** The `type` an outbox row is stored under: "job.thumbnail" starts a job, "event.voice-note.heard" delivers an event. */
export const outboxTypeOf = (message: JobDefinition | DomainEventDefinition): string => ("queue" in message ? `job.${message.name}` : `event.${message.name}`);

/**
 * What an outbox row can carry, by its `type`, as the jobs it is published as: a job is itself; an event
 * is one job per subscribing service, each on that service's events queue. Every one is added under the
 * outbox row's id, so publishing a row again never queues it twice.
 */
export const OUTBOX_MESSAGES: ReadonlyMap<string, readonly JobDefinition[]> = new Map([
  ...Object.values(JOBS).map((job): [string, JobDefinition[]] => [outboxTypeOf(job), [job]]),
  ...DOMAIN_EVENT_LIST.map((event): [string, JobDefinition[]] => [outboxTypeOf(event), event.subscribers.map((service) => subscriptionOf(event, service))]),
]);
