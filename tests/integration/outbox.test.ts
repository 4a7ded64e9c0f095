import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Queue, type JobsOptions } from "bullmq";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_QUEUE, generateImagesJob, outboxTypeOf, thumbnailJob, type GeneratedImagesResult } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { createLogger, createOutboxRelay, createRedis, Queues, type OutboxRelay, type Redis } from "@atelier/kit";
import { freePort } from "../../infra/local/ports";
import { startRedis, type RedisServer } from "../../infra/local/redis";
import { startTestWorkers, type TestWorkers } from "../support/ai-workers";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { finishedJob } from "../support/jobs";
import { RELAYS_OFF, startTestStack, type TestStack } from "../support/test-stack";

const logger = createLogger("outbox-test", "silent");

/** A Redis of this file's own, which the tests stop as an outage would and start again. */
const redisDir = mkdtempSync(join(tmpdir(), "atelier-outbox-redis-"));
const password = randomBytes(12).toString("hex");
let port: number;
let redis: RedisServer;
const startOwnRedis = async () => {
  redis = await startRedis(redisDir, port, password, () => {});
};

beforeAll(async () => {
  port = await freePort();
  await startOwnRedis();
});
afterAll(async () => {
  await redis.stop();
  rmSync(redisDir, { recursive: true, force: true });
});

/** The jobs of a name on the AI queue whose payload has `field` set to `value`, as [id, tries made, finished]. */
async function queuedJobs(connection: Redis, name: string, field: string, value: string) {
  const queue = new Queue(AI_QUEUE, { connection });
  const jobs = (await queue.getJobs()).filter((job) => job.name === name && (job.data as { data: Record<string, unknown> }).data[field] === value);
  await queue.close();
  return jobs.map((job) => [job.id, job.attemptsMade, job.finishedOn !== undefined]);
}

describe("the transactional outbox", () => {
  let stack: TestStack;
  let workers: TestWorkers;
  let designer: TestClient;
  let prisma: PrismaClient;
  let connection: Redis;
  let relay: OutboxRelay;

  beforeAll(async () => {
    // The services run no relay of their own here: the test holds the one relay, to stop Redis before it publishes.
    stack = await startTestStack({ ...RELAYS_OFF, redisUrl: redis.url });
    // Nor do the workers: what they hand over waits for the test's relay too.
    workers = await startTestWorkers(stack, { REDIS_URL: redis.url, OUTBOX_POLL_MS: "0" });
    designer = (await signedInDesigner(stack.gatewayUrl)).client;
    prisma = stack.auth.prisma;
    connection = createRedis(redis.url);
    relay = createOutboxRelay({ prisma, queues: new Queues(connection), logger, pollMs: 100 });
  });
  afterAll(async () => {
    await relay.close();
    await workers.close();
    await stack.close();
    connection.disconnect();
  });

  it("makes the thumbnail of a photo saved before Redis went down, once, when Redis is back", async () => {
    const projectId = (await designer.post("/api/projects", newProject)).json.id as string;
    const ticket = (await designer.post("/api/objects/upload")).json as { uploadURL: string };
    const body = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#9caf88" } }).jpeg().toBuffer();
    expect((await designer.request("PUT", ticket.uploadURL, { body, headers: { "content-type": "image/jpeg" } })).status).toBe(200);
    const saved = await designer.post(`/api/projects/${projectId}/photos`, { photoURL: ticket.uploadURL });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ projectId, type: "photo", thumbnailUrl: null });
    const imageId = saved.json.id as string;

    // The photo, its job's record and its outbox row were committed together.
    const [row] = await prisma.outboxEvent.findMany({ where: { publishedAt: null } });
    expect(row).toMatchObject({ type: outboxTypeOf(thumbnailJob), payload: { data: { imageId } }, attempts: 0 });
    expect(await prisma.jobRecord.findUnique({ where: { id: row!.id } })).toMatchObject({ name: thumbnailJob.name, bullmqJobId: row!.id, state: "waiting" });

    await redis.stop();
    const failed = await relay.publishPending();
    expect(failed).toMatchObject({ published: 0, failure: expect.any(String) });
    expect(await prisma.outboxEvent.findUnique({ where: { id: row!.id } })).toMatchObject({ publishedAt: null, attempts: 1, lastError: expect.any(String) });

    await startOwnRedis();
    relay.start();
    await expect.poll(async () => (await prisma.image.findUnique({ where: { id: imageId } }))?.thumbnailObjectKey, { timeout: 20_000 }).toBeTruthy();
    await expect.poll(async () => (await prisma.jobRecord.findUnique({ where: { id: row!.id } }))?.state, { timeout: 10_000 }).toBe("completed");
    expect((await prisma.outboxEvent.findUnique({ where: { id: row!.id } }))?.publishedAt).not.toBeNull();

    // Published again (a relay that died before marking the row), the job is still queued once.
    await relay.close();
    await prisma.outboxEvent.update({ where: { id: row!.id }, data: { publishedAt: null } });
    expect(await relay.publishPending()).toEqual({ published: 1, failure: null });
    expect(await queuedJobs(connection, thumbnailJob.name, "imageId", imageId)).toEqual([[row!.id, 1, true]]);
    expect((await designer.get(`/api/projects/${projectId}/images`)).json).toMatchObject([{ id: imageId, thumbnailUrl: expect.any(String) }]);
  });

  it("publishes each row once when two relays run at the same time", async () => {
    const ids = Array.from({ length: 40 }, () => randomUUID());
    await prisma.outboxEvent.createMany({
      data: ids.map((id, index) => ({ id, type: outboxTypeOf(thumbnailJob), payload: { owner: null, data: { imageId: id } }, createdAt: new Date(Date.now() + index) })),
    });
    const published: string[] = [];
    const queues = {
      get: () => ({
        async add(_name: string, _data: unknown, options: JobsOptions) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          published.push(options.jobId!);
        },
      }),
    };
    const relays = [0, 1].map(() => createOutboxRelay({ prisma, queues, logger, pollMs: 100, batchSize: 4 }));
    const drain = async (copy: OutboxRelay) => {
      while ((await copy.publishPending()).published > 0);
    };
    await Promise.all(relays.map(drain));

    expect([...published].sort()).toEqual([...ids].sort());
    expect(await prisma.outboxEvent.count({ where: { id: { in: ids }, publishedAt: null } })).toBe(0);
  });
});

describe("a job the AI service starts while the Redis it queues on is down", () => {
  let stack: TestStack;
  let workers: TestWorkers;
  let designer: TestClient;
  let prisma: PrismaClient;
  let connection: Redis;

  beforeAll(async () => {
    // Sessions stay on the shared Redis; the AI service and its workers queue on the one the test stops. Nothing
    // else runs a relay, so the AI service's own is the one that publishes.
    stack = await startTestStack({ ...RELAYS_OFF, ai: { REDIS_URL: redis.url } });
    workers = await startTestWorkers(stack, { REDIS_URL: redis.url, OUTBOX_POLL_MS: "0" });
    designer = (await signedInDesigner(stack.gatewayUrl)).client;
    prisma = stack.auth.prisma;
    connection = createRedis(redis.url);
  });
  afterAll(async () => {
    await workers.close();
    await stack.close();
    connection.disconnect();
  });

  it("is accepted with its record kept, and runs once when Redis is back", { timeout: 60_000 }, async () => {
    const projectId = (await designer.post("/api/projects", newProject)).json.id as string;
    const roomId = (await designer.post(`/api/projects/${projectId}/rooms`, { name: "Sunroom" })).json.id as string;

    await redis.stop();
    const accepted = await designer.post(`/api/rooms/${roomId}/generate-images`, { roomDescription: "A bright sunroom in rattan and linen", stylePreferences: ["bohemian"] });
    expect(accepted.status).toBe(202);
    const jobId = accepted.json.jobId as string;
    expect(await prisma.jobRecord.findUnique({ where: { id: jobId } })).toMatchObject({ name: generateImagesJob.name, bullmqJobId: jobId, state: "waiting" });
    // The relay tried to publish it and could not.
    await expect.poll(async () => (await prisma.outboxEvent.findUnique({ where: { id: jobId } }))?.attempts, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await prisma.outboxEvent.findUnique({ where: { id: jobId } })).toMatchObject({ type: outboxTypeOf(generateImagesJob), publishedAt: null });

    await startOwnRedis();
    const job = await finishedJob<GeneratedImagesResult>(designer, jobId, 40_000);
    expect(job).toMatchObject({ state: "completed", failedReason: null });
    expect((await prisma.outboxEvent.findUnique({ where: { id: jobId } }))?.publishedAt).not.toBeNull();
    expect(await queuedJobs(connection, generateImagesJob.name, "roomId", roomId)).toEqual([[jobId, 1, true]]);
    const listed = (await designer.get(`/api/rooms/${roomId}/images`)).json as GeneratedImagesResult["images"];
    expect(listed.map((image) => image.id).sort()).toEqual(job.result.images.map((image) => image.id).sort());
  });
});
