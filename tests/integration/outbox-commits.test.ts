import { randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobFailedEvent, OUTBOX_MESSAGES, outboxTypeOf } from "@atelier/contracts";
import { createPrismaClient, type PrismaClient } from "@atelier/db";
import { announcingOutboxCommits, createLogger, createOutboxRelay, createRedis, onOutboxCommit, Queues, writeEvent, type Redis } from "@atelier/kit";
import { testDatabaseUrl, testRedisUrl } from "../support/test-infra";

const failure = () => ({ jobId: randomUUID(), name: "generate-quote", userId: randomUUID(), studioId: randomUUID(), projectId: null, reason: "test" });

describe("outbox commits", () => {
  let prisma: PrismaClient;
  /** Another connection's view: what a relay in another process could read. */
  let elsewhere: PrismaClient;
  let redis: Redis;

  beforeAll(() => {
    prisma = announcingOutboxCommits(createPrismaClient(testDatabaseUrl()));
    elsewhere = createPrismaClient(testDatabaseUrl());
    redis = createRedis(testRedisUrl());
  });
  afterAll(async () => {
    await Promise.all([prisma.$disconnect(), elsewhere.$disconnect(), redis.quit()]);
  });

  /** Records, for each announcement, whether another connection could read the row `id` by then. */
  function listenFor(id: () => string) {
    const seen: Array<Promise<boolean>> = [];
    const stop = onOutboxCommit(prisma, () => {
      seen.push(elsewhere.outboxEvent.count({ where: { id: id() } }).then((count) => count === 1));
    });
    return { seen: () => Promise.all(seen), stop };
  }

  it("announces a write on its own at once, and one in a transaction when the transaction commits", async () => {
    let id = randomUUID();
    const listener = listenFor(() => id);
    await writeEvent(prisma, jobFailedEvent, id, failure());
    expect(await listener.seen()).toEqual([true]);

    id = randomUUID();
    await prisma.$transaction(async (tx) => {
      await writeEvent(tx, jobFailedEvent, id, failure());
      await tx.outboxEvent.count();
      expect(await listener.seen(), "announced before the commit").toEqual([true]);
    });
    expect(await listener.seen()).toEqual([true, true]);
    listener.stop();
  });

  it("announces nothing for a transaction that rolled back or wrote no outbox row", async () => {
    const id = randomUUID();
    const listener = listenFor(() => id);
    const rolledBack = prisma.$transaction(async (tx) => {
      await writeEvent(tx, jobFailedEvent, id, failure());
      throw new Error("changed my mind");
    });
    await expect(rolledBack).rejects.toThrow("changed my mind");
    await prisma.$transaction(async (tx) => tx.outboxEvent.count());
    expect(await listener.seen()).toEqual([]);
    expect(await elsewhere.outboxEvent.count({ where: { id } })).toBe(0);
    listener.stop();
  });

  it("wakes the relay over the client: a committed event is queued long before its next poll", async () => {
    const queues = new Queues(redis);
    const relay = createOutboxRelay({ prisma, queues, logger: createLogger("outbox-commits-test", "silent"), pollMs: 60_000 });
    relay.start();
    await expect.poll(() => elsewhere.outboxEvent.count({ where: { publishedAt: null } })).toBe(0);

    const id = randomUUID();
    await prisma.$transaction((tx) => writeEvent(tx, jobFailedEvent, id, failure()));
    const [job] = OUTBOX_MESSAGES.get(outboxTypeOf(jobFailedEvent))!;
    const queue = new Queue(job!.queue, { connection: redis });
    await expect.poll(async () => (await queue.getJob(id))?.id, { timeout: 10_000 }).toBe(id);
    await queue.close();
    await relay.close();
    await queues.close();
  });
});
