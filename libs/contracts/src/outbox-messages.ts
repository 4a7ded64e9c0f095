import { JOB_REGISTRY, type JobDefinition, type JobName } from "./job-registry";

/** The `type` an outbox row that starts a job is stored under. */
export type OutboxType = `job.${JobName}`;

export const outboxTypeOf = (job: JobDefinition): string => `job.${job.name}`;

/**
 * What an outbox row can carry, by its `type`: each is published to BullMQ as the job `name` on `queue`,
 * under the outbox row's id, so publishing it again never queues it twice. Today the outbox carries the
 * jobs a change starts ("job.thumbnail"); a domain event joins this map, with its subscribers' queue, when
 * its first subscriber exists.
 */
export const OUTBOX_MESSAGES: ReadonlyMap<string, JobDefinition> = new Map(JOB_REGISTRY.map((job) => [outboxTypeOf(job), job]));
