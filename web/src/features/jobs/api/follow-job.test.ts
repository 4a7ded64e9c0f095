import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pushEvent } from "@/test/fake-socket";
import { job, jobId } from "@/test/fixtures";
import { serve } from "@/test/gateway";
import { followJob, JOB_STALL_DEADLINE_MS } from "./follow-job";

vi.mock("@/lib/socket", () => import("@/test/fake-socket"));

const result = { parse: (value: unknown) => value as { images: unknown[] } };

function follow() {
  const follower = { result, onProgress: vi.fn(), onCompleted: vi.fn(), onFailed: vi.fn(), onOverdue: vi.fn() };
  const stop = followJob(jobId, follower);
  return { follower, stop };
}

describe("followJob", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for the job every 2 seconds until it has ended, and ends once", async () => {
    let answer = job("active", { progress: 20 });
    const fetchMock = serve({ [`GET /api/jobs/${jobId}`]: () => Response.json(answer) });
    const { follower } = follow();

    await vi.advanceTimersByTimeAsync(0);
    expect(follower.onProgress).toHaveBeenCalledWith(20);
    answer = job("completed", { progress: 100, result: { images: [] } });
    await vi.advanceTimersByTimeAsync(2000);
    pushEvent("job.completed", { jobId, name: "generate-images", result: { images: [] } });
    await vi.advanceTimersByTimeAsync(4000);

    expect(follower.onCompleted).toHaveBeenCalledTimes(1);
    expect(follower.onCompleted).toHaveBeenCalledWith({ images: [] });
    expect(follower.onFailed).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("hears only its own job's events", async () => {
    serve({ [`GET /api/jobs/${jobId}`]: () => Response.json(job("active")) });
    const { follower, stop } = follow();
    await vi.advanceTimersByTimeAsync(0);

    pushEvent("job.failed", { jobId: "0e9f8a7b-6c5d-4e3f-9a2b-1c0d9e8f7a6b", name: "generate-images", reason: "Someone else's" });
    pushEvent("job.progress", { jobId, name: "generate-images", progress: 50, stage: "Rendering" });
    pushEvent("job.failed", { jobId, name: "generate-images", reason: "The image model is unavailable" });

    expect(follower.onProgress).toHaveBeenLastCalledWith(50, "Rendering");
    expect(follower.onFailed).toHaveBeenCalledExactlyOnceWith("The image model is unavailable");
    stop();
  });

  it("gives up on a job the server does not know", async () => {
    serve({});
    const { follower } = follow();

    await vi.advanceTimersByTimeAsync(0);

    expect(follower.onFailed).toHaveBeenCalledExactlyOnceWith("The job no longer exists");
  });

  it("gives up on a job that moves no further before its deadline, and stops asking", async () => {
    const fetchMock = serve({ [`GET /api/jobs/${jobId}`]: () => Response.json(job("waiting")) });
    const { follower } = follow();

    await vi.advanceTimersByTimeAsync(JOB_STALL_DEADLINE_MS - 1);
    expect(follower.onOverdue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const asked = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);

    expect(follower.onOverdue).toHaveBeenCalledTimes(1);
    expect(follower.onFailed).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(asked);
  });

  it("keeps following a job that keeps moving past the deadline", async () => {
    serve({ [`GET /api/jobs/${jobId}`]: () => Response.json(job("active", { progress: 10 })) });
    const { follower, stop } = follow();

    await vi.advanceTimersByTimeAsync(JOB_STALL_DEADLINE_MS - 1000);
    pushEvent("job.progress", { jobId, name: "generate-images", progress: 10, stage: "Rendering" });
    await vi.advanceTimersByTimeAsync(JOB_STALL_DEADLINE_MS - 1000);

    expect(follower.onOverdue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(follower.onOverdue).toHaveBeenCalledTimes(1);
    stop();
  });
});
