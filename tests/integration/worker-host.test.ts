import { randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { outboxTypeOf, subscriptionOf, type DomainEventDefinition, type JobDefinition } from "@atelier/contracts";
import { createPrismaClient } from "@atelier/db";
import {
  announcingOutboxCommits,
  createLogger,
  createOutboxRelay,
  createRedis,
  handleJob,
  onEvent,
  Queues,
  scheduleJob,
  startJobInTransaction,
  startWork,
  type JobOwner,
  type OutboxRelay,
  type RunningWork,
  type ServerEmitter,
} from "@atelier/kit";
import { testDatabaseUrl, testRedisUrl } from "../support/test-infra";

/** Jobs of a service of this test alone, on queues of their own, so nothing else in the shared Redis takes them. */
const run = randomUUID();
const greetJob = { name: "greet", queue: `host-test-${run}`, payload: z.object({ who: z.string() }), attempts: 1, service: "host-test" } satisfies JobDefinition;
const tickJob = { name: "tick", queue: `host-test-schedule-${run}`, payload: z.object({}), attempts: 1, service: "host-test" } satisfies JobDefinition;
/** Handed a greeting by greetJob, whose record it completes, as a service hands work to the owner of what it writes. */
const greetedEvent = { name: `greeted-${run}`, payload: z.object({ greeting: z.string() }), subscribers: ["host-test"] } satisfies DomainEventDefinition;
const greetedSubscription = subscriptionOf(greetedEvent, "host-test");
const registry = [greetJob, tickJob, greetedSubscription];
const messages = new Map([
  [outboxTypeOf(greetJob), [greetJob]],
  [outboxTypeOf(greetedEvent), [greetedSubscription]],
]);
const TICK_EVERY_MS = 400;

const prisma = announcingOutboxCommits(createPrismaClient(testDatabaseUrl()));
const redis = createRedis(testRedisUrl(), { forBullmq: true });
const emitted: Array<{ rooms: string[]; event: string; payload: Record<string, unknown> }> = [];
/** Stands in for the Socket.IO emitter: the rooms and events the host pushes (tests/integration/ai-jobs.test.ts follows them to a browser). */
const recordingEmitter = {
  to: (rooms: string[]) => ({ emit: (event: string, payload: Record<string, unknown>) => emitted.push({ rooms, event, payload }) }),
} as unknown as ServerEmitter;

/** One copy of the test service's worker process, as runWorkerHost starts it, recording which copy ran each tick. */
async function startCopy(copy: string, ticks: Array<{ copy: string; jobId: string }>, greetAfterMs = 0): Promise<RunningWork> {
  const connection = createRedis(testRedisUrl(), { forBullmq: true });
  const relay = testRelay(connection);
  relay.start();
  const deps = { prisma, connection, emitter: recordingEmitter, logger: createLogger(`host-test-${copy}`, "silent") };
  const work = {
    service: "host-test",
    jobs: () => [
      handleJob(greetJob, async ({ who }, context) => {
        await context.progress(50, "Greeting");
        await new Promise((resolve) => setTimeout(resolve, greetAfterMs));
        if (!who.startsWith("handed:")) return { greeting: `Hello, ${who}` };
        // Twice, as a job retried after handing over would: the subscriber still gets the event once.
        await context.handOver(greetedEvent, { greeting: `Hello, ${who.slice("handed:".length)}` });
        return context.handOver(greetedEvent, { greeting: `Hello, ${who.slice("handed:".length)}` });
      }),
    ],
    events: () => [
      onEvent(greetedEvent, async ({ greeting }, context) => {
        await context.progress(90, "Finishing");
        return { greeting: `${greeting}!` };
      }),
    ],
    schedules: () => [scheduleJob(tickJob, TICK_EVERY_MS, async ({ jobId }) => void ticks.push({ copy, jobId }))],
  };
  const running = await startWork(work, deps, { registry });
  return {
    workers: running.workers,
    async close() {
      await running.close();
      await relay.close();
      await connection.quit();
    },
  };
}

/** The outbox relay as a worker host runs it, knowing this test's job and event. */
const testRelay = (connection: ReturnType<typeof createRedis>): OutboxRelay =>
  createOutboxRelay({ prisma, queues: new Queues(connection), logger: createLogger("host-test-relay", "silent"), pollMs: 100, messages });

/** Starts a job as a service's change does: its record and outbox row in one transaction; the copies' relays publish it. */
const startGreeting = (who: string) => prisma.$transaction((tx) => startJobInTransaction(tx, greetJob, owner, { who }));

let owner: JobOwner;
const copies: RunningWork[] = [];

beforeAll(async () => {
  const studio = await prisma.studio.create({ data: { name: "Worker host test" } });
  const user = await prisma.user.create({ data: { studioId: studio.id, email: `host-${run}@example.com`, passwordHash: "-", firstName: "Host", lastName: "Test" } });
  owner = { studioId: studio.id, userId: user.id, projectId: null };
});
afterEach(async () => {
  await Promise.all(copies.splice(0).map((copy) => copy.close()));
  for (const name of [greetJob.queue, tickJob.queue, greetedSubscription.queue]) {
    const queue = new Queue(name, { connection: redis });
    await queue.obliterate({ force: true });
    await queue.close();
  }
});
afterAll(async () => {
  await prisma.studio.deleteMany({ where: { id: owner.studioId } });
  await Promise.allSettled([prisma.$disconnect(), redis.quit()]);
});

describe("the worker host", () => {
  it("runs a declared job: its record completes with the result, and its progress goes to the owner's rooms", async () => {
    copies.push(await startCopy("one", []));
    const jobId = await startGreeting("Thandi");

    await expect.poll(async () => (await prisma.jobRecord.findUnique({ where: { id: jobId } }))?.state, { timeout: 10_000 }).toBe("completed");
    expect(await prisma.jobRecord.findUnique({ where: { id: jobId } })).toMatchObject({ progress: 100, result: { greeting: "Hello, Thandi" }, failedReason: null });
    expect(emitted.filter(({ payload }) => payload.jobId === jobId)).toEqual([
      { rooms: [`user:${owner.userId}`], event: "job.progress", payload: { jobId, name: "greet", progress: 50, stage: "Greeting" } },
      { rooms: [`user:${owner.userId}`], event: "job.completed", payload: { jobId, name: "greet", result: { greeting: "Hello, Thandi" } } },
    ]);
  });

  it("lets an event's subscriber finish a job handed over to it: one record, one delivery, the job's own name throughout", async () => {
    copies.push(await startCopy("one", []));
    const jobId = await startGreeting("handed:Lindiwe");

    await expect.poll(async () => (await prisma.jobRecord.findUnique({ where: { id: jobId } }))?.state, { timeout: 10_000 }).toBe("completed");
    expect(await prisma.jobRecord.findUnique({ where: { id: jobId } })).toMatchObject({ progress: 100, result: { greeting: "Hello, Lindiwe!" } });
    expect(await prisma.outboxEvent.count({ where: { type: outboxTypeOf(greetedEvent), payload: { path: ["continues", "jobId"], equals: jobId } } })).toBe(1);
    expect(emitted.filter(({ payload }) => payload.jobId === jobId).map(({ event, payload }) => [event, payload.name, payload.progress ?? payload.result])).toEqual([
      ["job.progress", "greet", 50],
      ["job.progress", "greet", 90],
      ["job.completed", "greet", { greeting: "Hello, Lindiwe!" }],
    ]);
  });

  it("finishes the jobs it is running before it closes, as on SIGTERM", async () => {
    const copy = await startCopy("one", [], 1_000);
    const jobId = await startGreeting("Sipho");
    await expect.poll(async () => (await prisma.jobRecord.findUnique({ where: { id: jobId } }))?.progress, { timeout: 10_000, interval: 20 }).toBe(50);

    await copy.close();
    expect(await prisma.jobRecord.findUnique({ where: { id: jobId } })).toMatchObject({ state: "completed", result: { greeting: "Hello, Sipho" } });
  });

  it("runs scheduled work on its interval, with no record and no events", async () => {
    const ticks: Array<{ copy: string; jobId: string }> = [];
    const before = emitted.length;
    copies.push(await startCopy("one", ticks));
    await expect.poll(() => ticks.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(new Set(ticks.map(({ jobId }) => jobId)).size).toBe(ticks.length);
    expect(await prisma.jobRecord.count({ where: { name: tickJob.name } })).toBe(0);
    expect(emitted.length).toBe(before);
  });

  it("keeps one scheduler across two copies, which run each tick once between them", async () => {
    const ticks: Array<{ copy: string; jobId: string }> = [];
    copies.push(await startCopy("one", ticks), await startCopy("two", ticks));
    const startedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, TICK_EVERY_MS * 8));
    const elapsed = Date.now() - startedAt;

    const queue = new Queue(tickJob.queue, { connection: redis });
    expect(await queue.getJobSchedulersCount()).toBe(1);
    await queue.close();
    const ids = ticks.map(({ jobId }) => jobId);
    expect(new Set(ids).size).toBe(ids.length);
    // One run an interval (the first comes an interval after the scheduler is made), not one a copy.
    expect(ids.length).toBeGreaterThanOrEqual(Math.floor(elapsed / TICK_EVERY_MS) - 2);
    expect(ids.length).toBeLessThanOrEqual(Math.ceil(elapsed / TICK_EVERY_MS) + 1);
  });

  it("removes a scheduler the work no longer declares", async () => {
    copies.push(await startCopy("one", []));
    await Promise.all(copies.splice(0).map((copy) => copy.close()));
    const connection = createRedis(testRedisUrl(), { forBullmq: true });
    const withoutSchedules = {
      service: "host-test",
      jobs: () => [handleJob(greetJob, async () => null), handleJob(tickJob, async () => null), handleJob(greetedSubscription, async () => null)],
      events: () => [],
      schedules: () => [],
    };
    const deps = { prisma, connection, emitter: recordingEmitter, logger: createLogger("host-test", "silent") };
    copies.push(await startWork(withoutSchedules, deps, { registry }));
    const queue = new Queue(tickJob.queue, { connection: redis });
    expect(await queue.getJobSchedulersCount()).toBe(0);
    await queue.close();
    await connection.quit();
  });
});
