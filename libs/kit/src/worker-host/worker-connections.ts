import { createPrismaClient } from "@atelier/db";
import { createEmitter } from "../emitter";
import type { JobWorkerDeps } from "../job-worker";
import { Queues } from "../jobs";
import type { Logger } from "../logger";
import { announcingOutboxCommits } from "../outbox/outbox-commits";
import { createOutboxRelay } from "../outbox/outbox-relay";
import { createRedis } from "../redis";
import type { WorkerConfig } from "./worker-config";

export interface WorkerConnections {
  deps: JobWorkerDeps;
  close(): Promise<void>;
}

/**
 * What a worker process connects to: the database, Redis for BullMQ and for pushing to browsers, and an
 * outbox relay, so that the events its handlers hand over are published the moment they are written.
 */
export function connectWorker(config: Pick<WorkerConfig, "DATABASE_URL" | "REDIS_URL" | "OUTBOX_POLL_MS">, logger: Logger): WorkerConnections {
  const prisma = announcingOutboxCommits(createPrismaClient(config.DATABASE_URL));
  const connection = createRedis(config.REDIS_URL, { forBullmq: true, logger });
  const publisher = createRedis(config.REDIS_URL, { logger });
  const queues = new Queues(publisher);
  const relay = createOutboxRelay({ prisma, queues, logger, pollMs: config.OUTBOX_POLL_MS });
  if (config.OUTBOX_POLL_MS > 0) relay.start();
  return {
    deps: { prisma, connection, emitter: createEmitter(publisher), logger },
    async close() {
      await relay.close();
      await queues.close();
      await Promise.allSettled([prisma.$disconnect(), connection.quit(), publisher.quit()]);
    },
  };
}
