import { randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { Registry } from "prom-client";
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@atelier/db";
import { createRedis, outboxMetrics, queueMetrics } from "@atelier/kit";
import { testDatabaseUrl, testRedisUrl } from "../support/test-infra";

const connection = createRedis(testRedisUrl(), { forBullmq: true });
const prisma = createPrismaClient(testDatabaseUrl());
afterAll(async () => {
  await connection.quit();
  await prisma.$disconnect();
});

/** One series' value in Prometheus' text format. */
const valueOf = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}"]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1]);

describe("a worker process's metrics", () => {
  it("count the jobs that could run now, waiting, prioritized and delayed ones due, and not those due later", async () => {
    const queue = new Queue(`metrics-${randomUUID()}`, { connection });
    try {
      const registry = new Registry();
      queueMetrics(registry, [queue]);
      await queue.add("waiting", {});
      await queue.add("urgent", {}, { priority: 1 });
      await queue.add("due", {}, { delay: 1 });
      await queue.add("tomorrow", {}, { delay: 24 * 3600_000 });
      // No worker takes the queue, so the first delayed job stays delayed once its time has come.
      await new Promise((resolve) => setTimeout(resolve, 20));

      const text = await registry.metrics();
      expect(valueOf(text, `bullmq_jobs_ready{queue="${queue.name}"}`)).toBe(3);
      expect(valueOf(text, `bullmq_jobs{queue="${queue.name}",state="delayed"}`)).toBe(2);
      expect(valueOf(text, `bullmq_jobs{queue="${queue.name}",state="prioritized"}`)).toBe(1);
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it("tell the outbox's backlog and how long its oldest row has waited", async () => {
    const registry = new Registry();
    outboxMetrics(registry, prisma);
    expect(valueOf(await registry.metrics(), "outbox_oldest_pending_age_seconds")).toBe(0);
    await prisma.outboxEvent.create({ data: { type: "test.pending", payload: {}, createdAt: new Date(Date.now() - 90_000) } });

    const text = await registry.metrics();
    expect(valueOf(text, "outbox_pending")).toBe(1);
    expect(valueOf(text, "outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(90);
    await prisma.outboxEvent.deleteMany({ where: { type: "test.pending" } });
  });
});
