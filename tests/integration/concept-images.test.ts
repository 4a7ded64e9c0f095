import sharp from "sharp";
import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conceptsRenderedEvent, type GeneratedImagesResult } from "@atelier/contracts";
import { handleGenerateImages } from "../../services/ai-worker/src/jobs/generate-images";
import { keepRenderedConcepts } from "../../services/projects/src/subscribers/concepts-rendered";
import { startTestWorkers, type TestWorkers } from "../support/ai-workers";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { asTheWorkerRuns, capturingContext } from "../support/job-context";
import { finishedJob } from "../support/jobs";
import { connected, openSocket } from "../support/sockets";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let workers: TestWorkers;
let designer: TestClient;
let studioId: string;
let userId: string;
let projectId: string;
let roomId: string;

beforeAll(async () => {
  stack = await startTestStack();
  workers = await startTestWorkers(stack);
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  ({ id: userId, studio: { id: studioId } } = signedIn.user);
  projectId = (await designer.post("/api/projects", newProject)).json.id;
  roomId = (await designer.post(`/api/projects/${projectId}/rooms`, { name: "Main Bedroom" })).json.id;
  await designer.post(`/api/rooms/${roomId}/items`, { name: "Headboard", quantity: 1, unit: "each", category: "furniture", color: "sage", material: "velvet" });
});
afterAll(async () => {
  await workers.close();
  await stack.close();
});

type ConceptsRendered = z.infer<typeof conceptsRenderedEvent.payload>;

const description = "A calm sage and ivory bedroom with brass accents and a velvet headboard";

describe("concept visuals", () => {
  it("generates the room's concept images as a job, kept with their prompts and thumbnails", async () => {
    const accepted = await designer.post(`/api/rooms/${roomId}/generate-images`, { projectId, roomDescription: description, stylePreferences: ["modern", "luxury"] });
    expect(accepted.status).toBe(202);
    const job = await finishedJob<GeneratedImagesResult>(designer, accepted.json.jobId, 30_000);
    expect(job.state).toBe("completed");
    expect(job.result.images).toHaveLength(2);
    for (const image of job.result.images) {
      expect(image).toMatchObject({ projectId, roomId, type: "generated", width: 1024, height: 1024 });
      expect(image.prompt).toMatch(/Main Bedroom/);
      expect(image.tags).toEqual(expect.arrayContaining(["modern", "luxury"]));
    }

    const listed = (await designer.get(`/api/rooms/${roomId}/images`)).json as GeneratedImagesResult["images"];
    expect(listed.map((image) => image.id).sort()).toEqual(job.result.images.map((image) => image.id).sort());
    const full = await fetch(new URL(listed[0]!.url, stack.gatewayUrl));
    expect(full.headers.get("content-type")).toBe("image/png");
    expect(await sharp(Buffer.from(await full.arrayBuffer())).metadata()).toMatchObject({ width: 1024, height: 1024 });
    const thumbnail = await fetch(new URL(listed[0]!.thumbnailUrl!, stack.gatewayUrl));
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 480 });
    expect((await designer.get(`/api/projects/${projectId}/images`)).json).toHaveLength(2);
  });

  it("tells the project's open pages once the projects service has kept the concepts", async () => {
    const socket = openSocket(stack.gatewayUrl, { cookie: designer.cookieHeader, origin: stack.gatewayUrl });
    try {
      await connected(socket);
      const heard: unknown[] = [];
      socket.on("project.changed", (change) => heard.push(change));
      expect(await socket.emitWithAck("project.watch", { projectId })).toEqual({ watching: true });
      const accepted = await designer.post(`/api/rooms/${roomId}/generate-images`, { projectId, roomDescription: description, stylePreferences: ["modern"] });
      expect((await finishedJob(designer, accepted.json.jobId, 30_000)).state).toBe("completed");
      await expect.poll(() => heard).toContainEqual({ projectId, records: "images" });
    } finally {
      socket.disconnect();
    }
  });

  it("generates for the whole project, not tied to a room", async () => {
    const accepted = await designer.post(`/api/projects/${projectId}/generate-images`, { roomDescription: "Warm modern family home", stylePreferences: ["scandinavian"] });
    const job = await finishedJob<GeneratedImagesResult>(designer, accepted.json.jobId, 30_000);
    expect(job.state).toBe("completed");
    expect(job.result.images.every((image) => image.roomId === null && image.tags.includes("scandinavian"))).toBe(true);
  });

  it("keeps the images of a job once when the job runs again and its event is delivered again", async () => {
    const context = capturingContext({ studioId, userId, projectId });
    const payload = { projectId, roomId, roomDescription: description, styles: ["minimalist" as const] };
    await handleGenerateImages(workers.deps)(payload, context);
    await handleGenerateImages(workers.deps)(payload, context);
    const [first, again] = context.handedOver.map(({ data }) => data as ConceptsRendered);
    expect(again!.concepts.map((concept) => concept.id)).toEqual(first!.concepts.map((concept) => concept.id));

    const keep = asTheWorkerRuns(conceptsRenderedEvent.name, keepRenderedConcepts(workers.projectsDeps));
    const kept = (await keep(first!, context)) as GeneratedImagesResult;
    const keptAgain = (await keep(again!, context)) as GeneratedImagesResult;
    expect(keptAgain.images.map((image) => image.id)).toEqual(kept.images.map((image) => image.id));
    const rows = await stack.auth.prisma.image.findMany({ where: { id: { in: first!.concepts.map((concept) => concept.id) } } });
    expect(rows).toHaveLength(first!.concepts.length);
    // One entry in the project's activity, in the name of the designer who asked for them.
    const entries = await stack.auth.prisma.activityEntry.findMany({ where: { recordId: first!.concepts[0]!.id } });
    expect(entries.map(({ actorUserId, action, recordLabel, changes }) => ({ actorUserId, action, recordLabel, changes }))).toEqual([
      { actorUserId: userId, action: "created", recordLabel: "concept in Main Bedroom", changes: [{ field: "images", label: "Concept images", before: null, after: String(first!.concepts.length) }] },
    ]);
  });

  it("needs a description, and takes only the offered styles", async () => {
    const missing = await designer.post(`/api/rooms/${roomId}/generate-images`, { roomDescription: "  " });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.roomDescription).toEqual(["Please provide a room description."]);
    const badStyle = await designer.post(`/api/rooms/${roomId}/generate-images`, { roomDescription: description, stylePreferences: ["baroque"] });
    expect(badStyle.status).toBe(400);
    expect(Object.keys(badStyle.json.errors)).toEqual(["stylePreferences.0"]);
  });

  it("answers 404 for another studio's room or project", async () => {
    const other = (await signedInDesigner(stack.gatewayUrl)).client;
    expect((await other.post(`/api/rooms/${roomId}/generate-images`, { roomDescription: description })).status).toBe(404);
    expect((await other.post(`/api/projects/${projectId}/generate-images`, { roomDescription: description })).status).toBe(404);
  });
});
