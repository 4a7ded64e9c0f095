import { expect } from "vitest";
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
