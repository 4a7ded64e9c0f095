import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalObjectStorage, objectKeys } from "@atelier/kit";
import { startTestWorkers } from "../support/ai-workers";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { finishedJob } from "../support/jobs";
import { recordingForm } from "../support/recordings";
import { startTestStack, TEST_SECRET, type TestStack } from "../support/test-stack";

/** Enough of a WAV file's header to pass for audio; the tests never get as far as hearing it. */
const WAV_HEAD = Buffer.concat([Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1"), Buffer.alloc(256)]);

let stack: TestStack;
let storage: LocalObjectStorage;
let designer: TestClient;
let studioId: string;
let projectId: string;

beforeAll(async () => {
  stack = await startTestStack();
  storage = new LocalObjectStorage(stack.storageSettings.OBJECTS_DIR!, TEST_SECRET);
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
  projectId = (await designer.post("/api/projects", newProject)).json.id;
});
afterAll(() => stack.close());

const newRoom = async (name: string) => (await designer.post(`/api/projects/${projectId}/rooms`, { name })).json.id as string;
const recordingsOfStudio = () => {
  const dir = join(stack.storageSettings.OBJECTS_DIR!, objectKeys.recordingPrefix(studioId));
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.endsWith(".meta.json")) : [];
};

describe("a deleted room", () => {
  it("takes its voice notes' recordings out of storage", async () => {
    const roomId = await newRoom("Library");
    const recordingKey = objectKeys.recording(studioId, randomUUID());
    await storage.put(recordingKey, WAV_HEAD, "audio/wav");
    const note = { transcript: "two brass floor lamps", extractedData: { items: [] }, duration: 3, recordingKey };
    expect((await designer.post(`/api/rooms/${roomId}/voice-notes`, note)).status).toBe(201);

    expect((await designer.request("DELETE", `/api/rooms/${roomId}`)).status).toBe(204);
    expect(await storage.stat(recordingKey)).toBeNull();
  });
});

describe("a voice-note job that failed for good", () => {
  it("leaves no recording behind", async () => {
    const roomId = await newRoom("Scullery");
    const before = recordingsOfStudio();
    const accepted = await designer.request("POST", "/api/voice/transcribe", { body: recordingForm(WAV_HEAD, { roomId }, "audio/wav") });
    expect(accepted.status).toBe(202);
    const uploaded = recordingsOfStudio().filter((name) => !before.includes(name));
    expect(uploaded).toHaveLength(1);
    // Deleted before any worker took the job: the job fails at once, for good.
    expect((await designer.request("DELETE", `/api/rooms/${roomId}`)).status).toBe(204);

    const workers = startTestWorkers(stack);
    try {
      const job = await finishedJob(designer, accepted.json.jobId, 20_000);
      expect(job).toMatchObject({ state: "failed", failedReason: "The room no longer exists" });
      await expect.poll(() => recordingsOfStudio().filter((name) => uploaded.includes(name)), { timeout: 10_000 }).toEqual([]);
    } finally {
      await workers.close();
    }
  });
});
