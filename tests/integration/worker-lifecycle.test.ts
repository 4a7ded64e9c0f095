import { describe, expect, it } from "vitest";
import { queuesOfService, servicesWithJobs } from "@atelier/contracts";
import { freePort } from "../../infra/local/ports";
import { runService } from "../support/service-process";
import { TEST_SECRET } from "../support/test-stack";
import { testDatabaseUrl, testRedisUrl } from "../support/test-infra";

describe("worker process lifecycle", () => {
  it.each(servicesWithJobs())("the %s worker process starts, serves its queues' metrics, and exits cleanly on SIGTERM", async (name) => {
    const metricsPort = await freePort();
    const env = { DATABASE_URL: testDatabaseUrl(), REDIS_URL: testRedisUrl(), INTERNAL_SECRET: TEST_SECRET, LOG_LEVEL: "info", METRICS_PORT: String(metricsPort) };
    const worker = runService(name, env, "worker");
    let stdout = "";
    worker.child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    await expect.poll(() => stdout, { timeout: 20_000 }).toContain("worker host running");
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    for (const queue of queuesOfService(name)) expect(metrics).toContain(`bullmq_jobs_ready{queue="${queue}",process="${name}-jobs"} `);
    expect(metrics).toMatch(new RegExp(`^outbox_pending\\{process="${name}-jobs"\\} \\d+$`, "m"));
    expect((await fetch(`http://127.0.0.1:${metricsPort}/readyz`)).status).toBe(200);
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toEqual([0, null]);
  });
});
