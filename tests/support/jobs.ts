import { Queue } from "bullmq";
import { expect } from "vitest";
import { createRedis } from "@atelier/kit";
import { testRedisUrl } from "./test-infra";
import type { TestClient } from "./http-client";

export interface FinishedJob<R = Record<string, unknown>> {
  state: "completed" | "failed";
  progress: number;
  result: R;
  failedReason: string | null;
  attemptsMade: number;
}

/** Follows a job through GET /api/jobs/:id until it has completed or failed. */
export async function finishedJob<R = Record<string, unknown>>(client: TestClient, jobId: string, timeout = 20_000): Promise<FinishedJob<R>> {
  let job: FinishedJob<R> | undefined;
  await expect
    .poll(async () => {
      job = (await client.get(`/api/jobs/${jobId}`)).json;
      return job?.state;
    }, { timeout, interval: 100 })
    .toMatch(/completed|failed/);
  return job!;
}

/**
 * Runs `burst` while no worker may take a job from `queue` (BullMQ's global pause), so a job it starts is still
 * waiting when its last request is answered: "ten sends at once" then means ten sends while one is unfinished,
 * however slowly the machine answers them.
 */
export async function whileQueuePaused<T>(queue: string, burst: () => Promise<T>): Promise<T> {
  const connection = createRedis(testRedisUrl());
  const paused = new Queue(queue, { connection });
  await paused.pause();
  try {
    return await burst();
  } finally {
    await paused.resume();
    await paused.close();
    await connection.quit();
  }
}
