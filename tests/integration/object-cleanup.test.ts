import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalObjectStorage, objectKeys } from "@atelier/kit";
import type { z } from "zod";
import type { conceptsRenderedEvent } from "@atelier/contracts";
import { handleGenerateImages } from "../../services/ai-worker/src/jobs/generate-images";
import { keepRenderedConcepts } from "../../services/projects/src/subscribers/concepts-rendered";
import { startTestWorkers } from "../support/ai-workers";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { capturingContext } from "../support/job-context";
import { finishedJob } from "../support/jobs";
import { recordingForm } from "../support/recordings";
import { startTestStack, TEST_SECRET, type TestStack } from "../support/test-stack";

/** Enough of a WAV file's header to pass for audio; the tests never get as far as hearing it. */
const WAV_HEAD = Buffer.concat([Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1"), Buffer.alloc(256)]);

type ConceptsRendered = z.infer<typeof conceptsRenderedEvent.payload>;

let stack: TestStack;
let storage: LocalObjectStorage;
let designer: TestClient;
let studioId: string;
let userId: string;
let projectId: string;

beforeAll(async () => {
  stack = await startTestStack();
  storage = new LocalObjectStorage(stack.storageSettings.OBJECTS_DIR!, TEST_SECRET);
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
  userId = signedIn.user.id;
  projectId = (await designer.post("/api/projects", newProject)).json.id;
});
afterAll(() => stack.close());

const newRoom = async (name: string) => (await designer.post(`/api/projects/${projectId}/rooms`, { name })).json.id as string;
const filesUnder = (prefix: string) => {
  const dir = join(stack.storageSettings.OBJECTS_DIR!, prefix);
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.endsWith(".meta.json")) : [];
};
const recordingsOfStudio = () => filesUnder(objectKeys.recordingPrefix(studioId));

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

    const workers = await startTestWorkers(stack);
    try {
      const job = await finishedJob(designer, accepted.json.jobId, 20_000);
      expect(job).toMatchObject({ state: "failed", failedReason: "The room no longer exists" });
      await expect.poll(() => recordingsOfStudio().filter((name) => uploaded.includes(name)), { timeout: 10_000 }).toEqual([]);
    } finally {
      await workers.close();
    }
  });
});

describe("a concept-images job whose room goes while it saves", () => {
  it("leaves no image files that no image refers to", async () => {
    const roomId = await newRoom("Orangery");
    const before = { generated: filesUnder(`studios/${studioId}/generated`), thumbnails: filesUnder(`studios/${studioId}/thumbnails`) };
    const workers = await startTestWorkers(stack);
    try {
      // The room is deleted once the images are rendered, before the projects service keeps them.
      const context = capturingContext({ studioId, userId, projectId }, async (_percent, stage) => {
        if (stage === "Saving the images") await designer.request("DELETE", `/api/rooms/${roomId}`);
      });
      const payload = { projectId, roomId, roomDescription: "A glazed garden room", styles: ["minimalist" as const] };
      await handleGenerateImages(workers.deps)(payload, context);
      const [rendered] = context.handedOver;
      await expect(keepRenderedConcepts(workers.projectsDeps)(rendered!.data as ConceptsRendered, context)).rejects.toThrow("The room or project no longer exists");
    } finally {
      await workers.close();
    }
    expect(filesUnder(`studios/${studioId}/generated`)).toEqual(before.generated);
    expect(filesUnder(`studios/${studioId}/thumbnails`)).toEqual(before.thumbnails);
  });
});
