import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestWorkers, type TestWorkers } from "../support/ai-workers";
import { finishedJob } from "../support/jobs";
import { newProject, signedInDesigner } from "../support/designers";
import { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

const NARRATION =
  "in the main bedroom we need a pair of brass bedside lamps a king size upholstered headboard in sage velvet and six metres of linen for the curtains";

let stack: TestStack;
let workers: TestWorkers;

beforeAll(async () => {
  stack = await startTestStack();
  workers = await startTestWorkers(stack);
});
afterAll(async () => {
  await workers.close();
  await stack.close();
});

describe("item extraction as a job", () => {
  it("answers 202 with a job that completes with the items, and pushes progress to the user live", async () => {
    const { client } = await signedInDesigner(stack.gatewayUrl);
    const project = (await client.post("/api/projects", newProject)).json;
    const room = (await client.post(`/api/projects/${project.id}/rooms`, { name: "Main Bedroom" })).json;
    const socket: Socket = connect(stack.gatewayUrl, { transports: ["websocket"], extraHeaders: { cookie: client.cookieHeader }, reconnection: false });
    await new Promise<void>((resolve, reject) => socket.once("connect", () => resolve()).once("connect_error", reject));
    const events: Array<[string, { jobId: string; progress?: number }]> = [];
    socket.onAny((event, payload) => events.push([event, payload]));

    const accepted = await client.post("/api/voice/extract-items", { transcript: NARRATION, roomContext: room.id });
    expect(accepted.status).toBe(202);
    const { jobId } = accepted.json;

    const job = await finishedJob<{ items: Array<Record<string, unknown>> }>(client, jobId);
    expect(job).toMatchObject({ state: "completed", progress: 100, failedReason: null });
    expect(job.result.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "bedside lamp", quantity: 1, unit: "pair", category: "lighting", material: "brass" }),
        expect.objectContaining({ name: "headboard", category: "furniture", color: "sage", material: "velvet" }),
        expect.objectContaining({ quantity: 6, unit: "meters", category: "textiles", material: "linen" }),
      ]),
    );
    await expect.poll(() => events.map(([event]) => event)).toContain("job.completed");
    expect(events.filter(([event]) => event === "job.progress").map(([, payload]) => payload.progress)).toEqual([10, 90]);
    expect(events.every(([, payload]) => payload.jobId === jobId)).toBe(true);
    socket.disconnect();
  });

  it("accepts many extractions at once and completes every one", async () => {
    const { client } = await signedInDesigner(stack.gatewayUrl);
    const responses = await Promise.all(Array.from({ length: 30 }, () => client.post("/api/voice/extract-items", { transcript: NARRATION })));
    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(202));
    for (const { json } of responses) expect((await finishedJob(client, json.jobId)).state).toBe("completed");
  });

  it("shows a job only to its own studio", async () => {
    const { client } = await signedInDesigner(stack.gatewayUrl);
    const { jobId } = (await client.post("/api/voice/extract-items", { transcript: NARRATION })).json;
    await finishedJob(client, jobId);
    const { client: stranger } = await signedInDesigner(stack.gatewayUrl);
    expect((await stranger.get(`/api/jobs/${jobId}`)).status).toBe(404);
    expect((await new TestClient(stack.gatewayUrl).get(`/api/jobs/${jobId}`)).status).toBe(401);
    expect((await client.get("/api/jobs/not-a-job")).status).toBe(404);
  });

  it("refuses an empty transcript or another studio's room, and queues nothing", async () => {
    const { client: owner } = await signedInDesigner(stack.gatewayUrl);
    const project = (await owner.post("/api/projects", newProject)).json;
    const room = (await owner.post(`/api/projects/${project.id}/rooms`, { name: "Study" })).json;
    const { client } = await signedInDesigner(stack.gatewayUrl);
    const before = await stack.auth.prisma.jobRecord.count();

    const empty = await client.post("/api/voice/extract-items", { transcript: "   " });
    expect(empty.status).toBe(400);
    expect(empty.json.errors.transcript).toEqual(["Transcript is required"]);
    expect((await client.post("/api/voice/extract-items", { transcript: NARRATION, roomContext: room.id })).status).toBe(404);
    expect(await stack.auth.prisma.jobRecord.count()).toBe(before);
  });
});
