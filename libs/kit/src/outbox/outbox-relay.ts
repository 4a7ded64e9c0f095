import type { JobsOptions } from "bullmq";
import { OUTBOX_MESSAGES, type JobDefinition } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { jobOptions } from "../jobs";
import type { Logger } from "../logger";
import { onOutboxCommit } from "./outbox-commits";

/** Where the relay publishes: Queues, or a stand-in in tests. */
export interface OutboxQueues {
  get(name: string): { add(name: string, data: unknown, options: JobsOptions): Promise<unknown> };
}

export interface OutboxRelayOptions {
  prisma: PrismaClient;
  queues: OutboxQueues;
  logger: Logger;
  /**
   * How often the relay looks for rows it was not told of: written by another process, or left by one that stopped.
   * What is written through `prisma` (an announcing client) wakes it the moment it commits.
   */
  pollMs: number;
  batchSize?: number;
  /** What each row type is published as: the contracts' OUTBOX_MESSAGES unless a test brings its own. */
  messages?: ReadonlyMap<string, readonly JobDefinition[]>;
}

export interface OutboxPass {
  published: number;
  /** Why publishing stopped early (Redis unreachable): the relay backs off before the next pass. */
  failure: string | null;
}

export interface OutboxRelay {
  /** Starts the loop: a pass now, then every poll interval. */
  start(): void;
  /** Publishes soon: a commit of outbox rows through the relay's client calls it. */
  wake(): void;
  /** One pass over the unpublished rows that no other relay holds. */
  publishPending(): Promise<OutboxPass>;
  close(): Promise<void>;
}

interface PendingRow {
  id: string;
  type: string;
  payload: unknown;
}

const PUBLISH_TIMEOUT_MS = 3_000;
const PASS_TIMEOUT_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Publishes the outbox: rows are locked with SKIP LOCKED, so copies of the relay share the rows and never
 * take the same one; each is queued under its own id, so a row published again after a crash between the
 * queueing and the marking is ignored by BullMQ. A failed publish counts an attempt, keeps the error and
 * ends the pass: the loop then backs off (doubling from the poll interval up to 30 s) and tries again.
 */
export function createOutboxRelay({ prisma, queues, logger, pollMs, batchSize = 50, messages = OUTBOX_MESSAGES }: OutboxRelayOptions): OutboxRelay {
  async function publishPending(): Promise<OutboxPass> {
    // Most passes find nothing: one read tells, where the pass's transaction takes three round trips.
    const [{ pending }] = await prisma.$queryRaw<[{ pending: boolean }]>`SELECT EXISTS (SELECT 1 FROM outbox_events WHERE published_at IS NULL) AS pending`;
    if (!pending) return { published: 0, failure: null };
    return prisma.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<PendingRow[]>`
          SELECT id, type, payload FROM outbox_events WHERE published_at IS NULL
          ORDER BY created_at LIMIT ${batchSize} FOR UPDATE SKIP LOCKED`;
        let published = 0;
        for (const row of rows) {
          const jobs = messages.get(row.type);
          try {
            if (!jobs) throw new Error(`unknown outbox type ${row.type}`);
            // Each on its own queue under the row's id: after a partial failure, the retry re-adds only what is missing.
            for (const job of jobs) await withTimeout(queues.get(job.queue).add(job.name, row.payload, { ...jobOptions(job), jobId: row.id }), PUBLISH_TIMEOUT_MS);
          } catch (error) {
            await tx.$executeRaw`UPDATE outbox_events SET attempts = attempts + 1, last_error = ${describe(error)} WHERE id = ${row.id}::uuid`;
            // A type this version does not know waits for one that does, without holding up the rest.
            if (!jobs) continue;
            return { published, failure: describe(error) };
          }
          await tx.$executeRaw`UPDATE outbox_events SET published_at = now() WHERE id = ${row.id}::uuid`;
          published += 1;
        }
        return { published, failure: null };
      },
      { timeout: PASS_TIMEOUT_MS },
    );
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let failures = 0;
  let started = false;
  let closed = false;
  let stopListening = () => {};

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (started && !closed) timer = setTimeout(() => void tick(), ms);
  };

  async function pass(): Promise<void> {
    try {
      const { failure } = await publishPending();
      if (failure) throw new Error(failure);
      failures = 0;
    } catch (error) {
      failures += 1;
      logger.warn({ err: error, failures }, "could not publish the outbox; retrying");
    }
  }

  async function tick(): Promise<void> {
    if (closed || running) return;
    wokenWhileRunning = false;
    running = pass();
    await running;
    running = null;
    const backoff = Math.min(pollMs * 2 ** failures, MAX_BACKOFF_MS);
    schedule(failures > 0 ? backoff : wokenWhileRunning ? 0 : pollMs);
  }

  const wake = () => {
    if (running) wokenWhileRunning = true;
    else if (failures === 0) schedule(0);
  };

  return {
    start() {
      started = true;
      stopListening = onOutboxCommit(prisma, wake);
      schedule(0);
    },
    wake,
    publishPending,
    async close() {
      closed = true;
      stopListening();
      clearTimeout(timer);
      await running;
    },
  };
}
