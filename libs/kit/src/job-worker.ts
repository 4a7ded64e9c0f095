import { UnrecoverableError, Worker, type Job } from "bullmq";
import type { z } from "zod";
import { JOB_EVENTS, jobFailedEvent, SOCKET_ROOMS, type DomainEventDefinition, type JobDefinition, type ServerEventName, type ServerEvents } from "@atelier/contracts";
import type { Prisma, PrismaClient } from "@atelier/db";
import type { Redis } from "ioredis";
import { actAs, jobActor } from "./activity";
import type { ServerEmitter } from "./emitter";
import { uuidFrom } from "./ids";
import { shownFailureReason } from "./job-failure-reason";
import type { JobEnvelope, JobOwner } from "./jobs";
import type { Logger } from "./logger";
import { writeEvent, type OutboxWriter } from "./outbox/write-outbox";

/** What a handler returns when another service finishes its job: the record stays active until that service completes it. */
export const HANDED_OVER = Symbol("handed over");
export type HandedOver = typeof HANDED_OVER;

export interface JobContext<O extends JobOwner | null = JobOwner> {
  jobId: string;
  owner: O;
  /** True when this is the job's last try: a failure now fails it for good. */
  lastAttempt: boolean;
  /** Reports progress in percent, and what is being done: stored for GET /api/jobs/:id and pushed to the owner's rooms. */
  progress(percent: number, stage?: string): Promise<void>;
  /**
   * Hands the rest of the job to the service that owns what it writes: publishes the event, carrying this
   * job's record, to its subscriber, whose result completes the job. Return what it returns.
   */
  handOver<P extends z.ZodType>(event: DomainEventDefinition<P>, data: z.input<P>, options?: HandOverOptions): Promise<HandedOver>;
}

export interface HandOverOptions {
  /** The transaction of the change the event announces, so that the two stand or fall together. */
  db?: OutboxWriter;
  /** Whom the job now belongs to, when its work moved it (a restored studio's import). */
  owner?: JobOwner;
}

export type JobHandler<P extends z.ZodType> = (payload: z.infer<P>, context: JobContext) => Promise<unknown>;

/** Removes what a job that failed for good leaves behind (its temporary files); no retry will need them. */
export type JobDiscard<P extends z.ZodType> = (payload: z.infer<P>, jobId: string) => Promise<void>;

export interface JobHandlerEntry {
  definition: JobDefinition;
  /** Gets a null owner only for scheduled work, whose handlers never read it. */
  handle: (payload: unknown, context: JobContext<JobOwner | null>) => Promise<unknown>;
  discard?: (payload: unknown, jobId: string) => Promise<void>;
}

/** A handler for one job of the registry, its payload typed by the job's schema. */
export function handleJob<P extends z.ZodType>(definition: JobDefinition<P>, handle: JobHandler<P>, discard?: JobDiscard<P>): JobHandlerEntry {
  return {
    definition,
    handle: handle as JobHandlerEntry["handle"],
    discard: discard as JobHandlerEntry["discard"],
  };
}

export interface JobWorkerDeps {
  prisma: PrismaClient;
  /** A connection for BullMQ's blocking commands (maxRetriesPerRequest: null). */
  connection: Redis;
  emitter: ServerEmitter;
  logger: Logger;
}

export interface JobWorkerOptions {
  concurrency?: number;
  lockSeconds?: number;
}

/** The job a browser follows: this one, or the one an event carries on. */
const followedJobOf = (job: Job<JobEnvelope>) => job.data.continues ?? { jobId: job.id!, name: job.name };

const roomsOf = (owner: JobOwner) => [
  ...(owner.userId ? [SOCKET_ROOMS.user(owner.userId)] : []),
  ...(owner.projectId ? [SOCKET_ROOMS.project(owner.projectId)] : []),
];

/**
 * Runs the jobs of one queue: validates each payload with its definition's schema, keeps the job's
 * record (state, progress, result or reason) and pushes job.progress / job.completed / job.failed.
 * Scheduled work (no owner) has no record and pushes nothing. A job that fails for good gets its handler's `discard`.
 */
export function startJobWorker(queue: string, handlers: JobHandlerEntry[], deps: JobWorkerDeps, options: JobWorkerOptions = {}): Worker {
  const byName = new Map(handlers.map((entry) => [entry.definition.name, entry]));
  const emit = <E extends ServerEventName>(owner: JobOwner | null, event: E, payload: Parameters<ServerEvents[E]>[0]) => {
    const rooms = owner ? roomsOf(owner) : [];
    // No rooms would mean every socket: an event nobody owns is sent to nobody.
    if (rooms.length > 0) deps.emitter.to(rooms).emit(event, ...([payload] as Parameters<ServerEvents[E]>));
  };
  const record = async (owner: JobOwner | null, id: string, data: Prisma.JobRecordUpdateInput) => {
    if (owner) await deps.prisma.jobRecord.update({ where: { id }, data });
  };

  const worker = new Worker<JobEnvelope>(
    queue,
    async (job: Job<JobEnvelope>) => {
      const entry = byName.get(job.name);
      if (!entry) throw new Error(`No handler for job ${job.name} on queue ${queue}`);
      const { owner } = job.data;
      const { jobId, name } = followedJobOf(job);
      await record(owner, jobId, { state: "active", attemptsMade: job.attemptsMade });
      const context: JobContext<JobOwner | null> = {
        jobId,
        owner,
        lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
        async progress(percent, stage) {
          const rounded = Math.max(0, Math.min(100, Math.round(percent)));
          await job.updateProgress(rounded);
          await record(owner, jobId, { progress: rounded });
          emit(owner, JOB_EVENTS.progress, { jobId, name, progress: rounded, ...(stage ? { stage } : {}) });
        },
        async handOver(event, data, { db = deps.prisma, owner: handedOwner = owner } = {}) {
          // The same id on a retry, so a job that hands over twice still delivers one event.
          await writeEvent(db, event, uuidFrom(`${jobId}:${event.name}`), data, { owner: handedOwner, continues: { jobId, name } });
          return HANDED_OVER;
        },
      };
      const result = await actAs(jobActor(owner, job.name), () => entry.handle(entry.definition.payload.parse(job.data.data), context));
      if (result === HANDED_OVER) return null;
      await record(owner, jobId, { state: "completed", progress: 100, result: result as Prisma.InputJsonValue, finishedAt: new Date(), failedReason: null });
      emit(owner, JOB_EVENTS.completed, { jobId, name, result });
      return result;
    },
    {
      connection: deps.connection,
      concurrency: options.concurrency ?? 2,
      // A worker that dies mid-job stops renewing its lock; after this long another worker takes the job over.
      lockDuration: (options.lockSeconds ?? 30) * 1000,
      stalledInterval: (options.lockSeconds ?? 30) * 1000,
    },
  );

  worker.on("failed", (job, error) => {
    if (!job?.id) return;
    const { owner } = job.data;
    const { jobId, name } = followedJobOf(job);
    // An UnrecoverableError (bad input, a deleted room) fails the job at once, whatever attempts are left.
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    deps.logger.warn({ err: error, jobId, name: job.name, final }, "job failed");
    const reason = shownFailureReason(error);
    const recorded = final ? recordFailure(owner, { jobId, name }, reason, job.attemptsMade) : record(owner, jobId, { state: "delayed", attemptsMade: job.attemptsMade });
    void recorded.then(
      () => final && emit(owner, JOB_EVENTS.failed, { jobId, name, reason }),
      (recordError: unknown) => deps.logger.error({ err: recordError, jobId }, "could not record a job failure"),
    );
    if (final) void discardFailed(job);
  });

  /**
   * A job failed for good: its record says so, and, for a job a user owns, job.failed goes out in the same
   * transaction (its id from the job's, so a second report of the failure is one event) for their notification.
   */
  async function recordFailure(owner: JobOwner | null, { jobId, name }: { jobId: string; name: string }, reason: string, attemptsMade: number): Promise<void> {
    if (!owner) return;
    const failed = { state: "failed", failedReason: reason, finishedAt: new Date(), attemptsMade } as const;
    const { userId } = owner;
    if (!userId) return record(owner, jobId, failed);
    await deps.prisma.$transaction(async (tx) => {
      await tx.jobRecord.update({ where: { id: jobId }, data: failed });
      await writeEvent(tx, jobFailedEvent, uuidFrom(`${jobId}:${jobFailedEvent.name}`), { jobId, name, userId, studioId: owner.studioId, projectId: owner.projectId, reason });
    });
  }

  async function discardFailed(job: Job<JobEnvelope>): Promise<void> {
    const entry = byName.get(job.name);
    const payload = entry?.definition.payload.safeParse(job.data.data);
    if (!entry?.discard || !payload?.success) return;
    await entry.discard(payload.data, job.id!).catch((error: unknown) => deps.logger.warn({ err: error, jobId: job.id, name: job.name }, "could not discard a failed job's files"));
  }
  return worker;
}
