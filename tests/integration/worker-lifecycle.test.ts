import { spawn } from "node:child_process";
import { describe, expect, it, onTestFinished } from "vitest";
import { queuesOfService, servicesWithJobs } from "@atelier/contracts";
import { bundleArgs } from "../../infra/build/service-bundles";
import { freePort } from "../../infra/local/ports";
import { isRunning, runService } from "../support/service-process";
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

describe("a worker process whose launcher is killed outright", () => {
  it("stops on its own instead of staying behind", async () => {
    const env = { PATH: process.env.PATH, DATABASE_URL: testDatabaseUrl(), REDIS_URL: testRedisUrl(), INTERNAL_SECRET: TEST_SECRET, LOG_LEVEL: "info" };
    // A launcher as make dev's is one: it names itself as the worker's supervisor, prints the worker's pid and waits.
    const worker = [process.execPath, ...bundleArgs("quotes", "worker")].map((word) => `'${word}'`).join(" ");
    const launcher = spawn("/bin/sh", ["-c", `SUPERVISOR_PID=$$ ${worker} & echo $!; wait`], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    launcher.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 20_000 }).toContain("worker host running");
    const workerPid = Number(output.split("\n")[0]);
    onTestFinished(() => {
      if (isRunning(workerPid)) process.kill(workerPid, "SIGKILL");
    });

    launcher.kill("SIGKILL");
    await expect.poll(() => isRunning(workerPid), { timeout: 10_000, interval: 100 }).toBe(false);
    expect(output).toContain("the launcher that started this process is gone");
  });
});
