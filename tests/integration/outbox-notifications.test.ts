import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxTypeOf, thumbnailJob } from "@atelier/contracts";
import { createPrismaClient, type PrismaClient } from "@atelier/db";
import { createLogger, createOutboxRelay, type OutboxRelay } from "@atelier/kit";
import { testDatabaseUrl } from "../support/test-infra";

/** Far longer than any wait below: whatever the relay publishes here, a notification woke it for. */
const NEVER_POLLS_MS = 10 * 60_000;

describe("the outbox relay woken by the database", () => {
  let writer: PrismaClient;
  let relay: OutboxRelay;
  const published: string[] = [];

  beforeAll(() => {
    // Another process's connection: the relay is never woken by this process's own writes.
    writer = createPrismaClient(testDatabaseUrl());
    const queues = { get: () => ({ add: async (_name: string, _data: unknown, options: { jobId?: string }) => published.push(options.jobId!) }) };
    relay = createOutboxRelay({ prisma: createPrismaClient(testDatabaseUrl()), queues, logger: createLogger("outbox-test", "silent"), pollMs: NEVER_POLLS_MS, databaseUrl: testDatabaseUrl() });
    relay.start();
  });
  afterAll(async () => {
    await relay.close();
    await writer.$disconnect();
  });

  const outboxRow = (id: string) => ({ id, type: outboxTypeOf(thumbnailJob), payload: { owner: null, data: { imageId: id } } });
  const listeners = () => writer.$queryRaw<Array<{ pid: number }>>`SELECT pid FROM pg_stat_activity WHERE query = 'LISTEN "outbox_events"' AND datname = current_database()`;

  it("publishes a row another process commits at once, and not before its transaction commits", async () => {
    await expect.poll(listeners).toHaveLength(1);
    const id = randomUUID();
    await writer.$transaction(async (tx) => {
      await tx.outboxEvent.create({ data: outboxRow(id) });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(published).not.toContain(id);
    });
    await expect.poll(async () => (await writer.outboxEvent.findUnique({ where: { id } }))?.publishedAt, { timeout: 5_000, interval: 10 }).toBeInstanceOf(Date);
    expect(published.filter((each) => each === id)).toHaveLength(1);
  });

  it("listens again once its connection is cut, and publishes what was written while it was away", async () => {
    await expect.poll(listeners).toHaveLength(1);
    const [cut] = await listeners();
    await writer.$queryRaw`SELECT pg_terminate_backend(${cut!.pid}::int)`;
    const id = randomUUID();
    await writer.outboxEvent.create({ data: outboxRow(id) });

    await expect.poll(() => published, { timeout: 5_000, interval: 10 }).toContain(id);
    const [again] = await listeners();
    expect(again?.pid).not.toBe(cut!.pid);
  });
});
