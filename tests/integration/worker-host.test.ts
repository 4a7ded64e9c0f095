import { randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { z } from "zod";
import type { JobDefinition } from "@atelier/contracts";
import { createPrismaClient } from "@atelier/db";
import { createLogger, createRedis, enqueueJob, handleJob, Queues, scheduleJob, startWork, type JobOwner, type RunningWork, type ServerEmitter } from "@atelier/kit";

/** Jobs of a service of this test alone, on queues of their own, so nothing else in the shared Redis takes them. */
const run = randomUUID();
const greetJob = { name: "greet", queue: `host-test-${run}`, payload: z.object({ who: z.string() }), attempts: 1, service: "host-test" } satisfies JobDefinition;
const tickJob = { name: "tick", queue: `host-test-schedule-${run}`, payload: z.object({}), attempts: 1, service: "host-test" } satisfies JobDefinition;
const registry = [greetJob, tickJob];
const TICK_EVERY_MS = 400;

const prisma = createPrismaClient(inject("databaseUrl"));
const redis = createRedis(inject("redisUrl"), { forBullmq: true });
const emitted: Array<{ rooms: string[]; event: string; payload: Record<string, unknown> }> = [];
/** Stands in for the Socket.IO emitter: the rooms and events the host pushes (tests/integration/ai-jobs.test.ts follows them to a browser). */
const recordingEmitter = {
  to: (rooms: string[]) => ({ emit: (event: string, payload: Record<string, unknown>) => emitted.push({ rooms, event, payload }) }),
} as unknown as ServerEmitter;

/** One copy of the test service's worker process, as runWorkerHost starts it, recording which copy ran each tick. */
async function startCopy(copy: string, ticks: Array<{ copy: string; jobId: string }>, greetAfterMs = 0): Promise<RunningWork> {
  const connection = createRedis(inject("redisUrl"), { forBullmq: true });
  const deps = { prisma, connection, emitter: recordingEmitter, logger: createLogger(`host-test-${copy}`, "silent") };
  const work = {
    service: "host-test",
    jobs: () => [
      handleJob(greetJob, async ({ who }, context) => {
        await context.progress(50, "Greeting");
        await new Promise((resolve) => setTimeout(resolve, greetAfterMs));
        return { greeting: `Hello, ${who}` };
      }),
    ],
    schedules: () => [scheduleJob(tickJob, TICK_EVERY_MS, async ({ jobId }) => void ticks.push({ copy, jobId }))],
  };
  const running = await startWork(work, deps, { registry });
  return {
    workers: running.workers,
    async close() {
      await running.close();
      await connection.quit();
    },
  };
}

let owner: JobOwner;
const copies: RunningWork[] = [];

beforeAll(async () => {
  const studio = await prisma.studio.create({ data: { name: "Worker host test" } });
  const user = await prisma.user.create({ data: { studioId: studio.id, email: `host-${run}@example.com`, passwordHash: "-", firstName: "Host", lastName: "Test" } });
  owner = { studioId: studio.id, userId: user.id, projectId: null };
});
afterEach(async () => {
  await Promise.all(copies.splice(0).map((copy) => copy.close()));
  for (const name of [greetJob.queue, tickJob.queue]) {
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
    const queues = new Queues(redis);
    const jobId = await enqueueJob(prisma, queues, greetJob, owner, { who: "Thandi" });
    await queues.close();

    await expect.poll(async () => (await prisma.jobRecord.findUnique({ where: { id: jobId } }))?.state, { timeout: 10_000 }).toBe("completed");
    expect(await prisma.jobRecord.findUnique({ where: { id: jobId } })).toMatchObject({ progress: 100, result: { greeting: "Hello, Thandi" }, failedReason: null });
    expect(emitted.filter(({ payload }) => payload.jobId === jobId)).toEqual([
      { rooms: [`user:${owner.userId}`], event: "job.progress", payload: { jobId, name: "greet", progress: 50, stage: "Greeting" } },
      { rooms: [`user:${owner.userId}`], event: "job.completed", payload: { jobId, name: "greet", result: { greeting: "Hello, Thandi" } } },
    ]);
  });

  it("finishes the jobs it is running before it closes, as on SIGTERM", async () => {
    const copy = await startCopy("one", [], 1_000);
    const queues = new Queues(redis);
    const jobId = await enqueueJob(prisma, queues, greetJob, owner, { who: "Sipho" });
    await queues.close();
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
    const connection = createRedis(inject("redisUrl"), { forBullmq: true });
    const withoutSchedules = { service: "host-test", jobs: () => [handleJob(greetJob, async () => null), handleJob(tickJob, async () => null)], schedules: () => [] };
    copies.push(await startWork(withoutSchedules, { prisma, connection, emitter: recordingEmitter, logger: createLogger("host-test", "silent") }, { registry }));
    const queue = new Queue(tickJob.queue, { connection: redis });
    expect(await queue.getJobSchedulersCount()).toBe(0);
    await queue.close();
    await connection.quit();
  });
});
