import { z } from "zod";
import type { ServiceDeps } from "../boot";
import { createOutboxRelay, type OutboxQueues } from "./outbox-relay";

/** For a service that writes outbox rows; 0 runs no relay in this process (another copy, or a test, runs it). */
export const outboxConfigFields = { OUTBOX_POLL_MS: z.coerce.number().int().min(0).default(2_000) };

/**
 * Runs the relay of a service's outbox in the service's own process: a change written through `deps.prisma` wakes it
 * the moment its transaction commits (outbox-commits.ts), and every copy of the service shares the rows. It stops with
 * the service.
 */
export function runServiceOutbox(deps: ServiceDeps<{ OUTBOX_POLL_MS: number }>, queues: OutboxQueues): void {
  if (deps.config.OUTBOX_POLL_MS === 0) return;
  const relay = createOutboxRelay({ prisma: deps.prisma, queues, logger: deps.logger, pollMs: deps.config.OUTBOX_POLL_MS });
  relay.start();
  deps.background.add(() => relay.close());
}
