import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleArgs } from "../../infra/build/service-bundles";
import { finishedJob } from "../support/jobs";
import { recordingForm } from "../support/recordings";
import { TEST_SECRET } from "../support/test-stack";
import { testDatabaseUrl, testRedisUrl } from "../support/test-infra";
import { startVoiceStudio, type VoiceStudio } from "../support/voice-studio";

/** The voice pipeline's recovery, apart from voice-pipeline.test.ts so each file stays within its time. */

let studio: VoiceStudio;
beforeAll(async () => {
  studio = await startVoiceStudio();
});
afterAll(() => studio.close());

describe("a worker killed in the middle of a job", () => {
  function workerProcess(service = "ai-worker"): ChildProcess {
    return spawn(process.execPath, bundleArgs(service, "worker"), {
      env: {
        ...process.env,
        DATABASE_URL: testDatabaseUrl(),
        REDIS_URL: testRedisUrl(),
        INTERNAL_SECRET: TEST_SECRET,
        JOB_LOCK_SECONDS: "2",
        LOG_LEVEL: "silent",
        ...studio.stack.storageSettings,
      },
      stdio: "ignore",
    });
  }

  it("leaves the job to another worker, which finishes it once: one note, each item once", async () => {
    const roomId = await studio.newRoom("Nursery");
    const first = workerProcess();
    const accepted = await studio.transcribe(recordingForm(studio.recording, { roomId }));
    const jobId = accepted.json.jobId as string;
    await expect
      .poll(async () => (await studio.stack.auth.prisma.jobRecord.findUnique({ where: { id: jobId } }))?.state, { timeout: 20_000, interval: 20 })
      .toBe("active");
    first.kill("SIGKILL");

    const second = workerProcess();
    // The projects service's worker saves what the AI worker heard.
    const projects = workerProcess("projects");
    try {
      const job = await finishedJob<{ addedItems: Array<{ name: string }> }>(studio.designer, jobId, 45_000);
      expect(job.state).toBe("completed");
      expect(await studio.voiceNotesOf(roomId)).toHaveLength(1);
      const names = (await studio.itemsOf(roomId)).map((item) => item.name);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
    } finally {
      second.kill("SIGTERM");
      projects.kill("SIGTERM");
    }
  }, 90_000);
});
