import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GeneratedImagesResult, VoicePipelineResult } from "@atelier/contracts";
import { CompatibleServer } from "../../services/ai-worker/src/providers/openai/compatible-server";
import { startTestWorkers, type TestWorkers } from "../support/ai-workers";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { finishedJob } from "../support/jobs";
import { recordingForm, recordNarration } from "../support/recordings";
import { startTestStack, type TestStack } from "../support/test-stack";

const API_KEY = "sk-atelier-test";
let openai: CompatibleServer;
let stack: TestStack;
let workers: TestWorkers;
let designer: TestClient;
let projectId: string;
let workDir: string;

beforeAll(async () => {
  openai = await CompatibleServer.start(API_KEY);
  stack = await startTestStack();
  workers = await startTestWorkers(stack, { OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: `${openai.url}/v1` });
  designer = (await signedInDesigner(stack.gatewayUrl)).client;
  projectId = (await designer.post("/api/projects", newProject)).json.id;
  workDir = await mkdtemp(join(tmpdir(), "atelier-openai-test-"));
});
afterAll(async () => {
  await workers.close();
  await stack.close();
  await openai.close();
  await rm(workDir, { recursive: true, force: true });
});

describe("with OPENAI_API_KEY set, the same jobs run on OpenAI", () => {
  it("the recorder's pipeline sends the recording to the transcription API and the transcript to structured extraction", async () => {
    const roomId = (await designer.post(`/api/projects/${projectId}/rooms`, { name: "Lounge" })).json.id;
    const recording = await recordNarration("an emerald velvet sofa", workDir);
    openai.transcription = { text: "We need an emerald velvet sofa and six metres of oatmeal linen.", duration: 4.2 };

    const accepted = await designer.request("POST", "/api/voice/transcribe", { body: recordingForm(recording, { roomId }) });
    const job = await finishedJob<VoicePipelineResult>(designer, accepted.json.jobId, 30_000);
    expect(job.state).toBe("completed");
    expect(job.result.transcription).toEqual(openai.transcription);

    const upload = openai.requests.find((request) => request.path === "/v1/audio/transcriptions")!;
    expect(upload.authorization).toBe(`Bearer ${API_KEY}`);
    expect(upload.files[0]!.data.equals(recording)).toBe(true);
    const chat = openai.requests.find((request) => request.path === "/v1/chat/completions")!;
    expect(JSON.stringify(chat.json)).toContain("emerald velvet sofa");

    const items = (await designer.get(`/api/rooms/${roomId}/items`)).json as Array<{ name: string; costEstimate: string }>;
    // The model names the items; the price comes from Atelier's own catalogue, not from the model.
    expect(items.map((item) => item.name).sort()).toEqual(["curtain", "sofa"]);
    expect(items.find((item) => item.name === "sofa")!.costEstimate).toBe("45000.00");
  });

  it("concept visuals come from the image API", async () => {
    const roomId = (await designer.post(`/api/projects/${projectId}/rooms`, { name: "Study" })).json.id;
    openai.imageColour = () => ({ r: 20, g: 60, b: 120 });
    const accepted = await designer.post(`/api/rooms/${roomId}/generate-images`, { roomDescription: "A navy study with walnut shelves" });
    const job = await finishedJob<GeneratedImagesResult>(designer, accepted.json.jobId, 30_000);
    expect(job.state).toBe("completed");
    expect(job.result.images).toHaveLength(2);
    expect(job.result.images[0]!.tags).toContain("openai");
    const png = Buffer.from(await (await fetch(new URL(job.result.images[0]!.url, stack.gatewayUrl))).arrayBuffer());
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([20, 60, 120]);
  });
});
