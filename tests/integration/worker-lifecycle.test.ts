import { describe, expect, it } from "vitest";
import { servicesWithJobs } from "@atelier/contracts";
import { runService } from "../support/service-process";
import { TEST_SECRET } from "../support/test-stack";
import { testDatabaseUrl, testRedisUrl } from "../support/test-infra";

describe("worker process lifecycle", () => {
  it.each(servicesWithJobs())("the %s worker process starts and exits cleanly on SIGTERM", async (name) => {
    const worker = runService(name, { DATABASE_URL: testDatabaseUrl(), REDIS_URL: testRedisUrl(), INTERNAL_SECRET: TEST_SECRET, LOG_LEVEL: "info" }, "worker");
    let stdout = "";
    worker.child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    await expect.poll(() => stdout, { timeout: 20_000 }).toContain("worker host running");
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toEqual([0, null]);
  });
});
