import { createHash, randomUUID } from "node:crypto";
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECTS_EXPORT_QUEUE, STUDIO_EXPORT_MESSAGES, studioExportManifestSchema, studioExportSchema, type StudioExport } from "@atelier/contracts";
import { objectKeys } from "@atelier/kit";
import { authWork } from "../../services/auth/src/jobs/work";
import { newProject } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { finishedJob, whileQueuePaused } from "../support/jobs";
import { startProjectsWorkers, type ProjectsTestWorkers } from "../support/projects-workers";
import { startStackWorkers, type ServiceTestWorkers } from "../support/service-workers";
import { invitedMember, signedUpOwner } from "../support/team";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let authWorkers: ServiceTestWorkers<unknown>;
let projectsWorkers: ProjectsTestWorkers;

beforeAll(async () => {
  stack = await startTestStack();
  authWorkers = await startStackWorkers(authWork, stack);
  projectsWorkers = await startProjectsWorkers(stack);
});
afterAll(async () => {
  await projectsWorkers.close();
  await authWorkers.close();
  await stack.close();
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A studio with a project, a room, an item with a comma and quotes in its name, time kept, and two stored files. */
async function studioWithRecords() {
  const { client: owner, user } = await signedUpOwner(stack.gatewayUrl);
  const studioId = user.studio.id;
  const project = (await owner.post("/api/projects", { ...newProject, name: "Clifton beach house" })).json.id as string;
  const room = (await owner.post(`/api/projects/${project}/rooms`, { name: "Living Room" })).json.id as string;
  expect((await owner.post(`/api/rooms/${room}/items`, { name: 'Sofa, "Cloud" 3-seater', quantity: 1, costEstimate: "24999.50" })).status).toBe(201);
  expect((await owner.post(`/api/projects/${project}/time-entries`, { date: "2026-11-20", minutes: 90, activity: "design" })).status).toBe(201);
  const files = { [objectKeys.photo(studioId, randomUUID())]: Buffer.from("a photo's bytes"), [objectKeys.quotePdf(studioId, randomUUID())]: Buffer.from("%PDF-1.7 a quote") };
  for (const [key, bytes] of Object.entries(files)) await projectsWorkers.deps.storage.put(key, bytes, "application/octet-stream");
  await projectsWorkers.deps.storage.put(objectKeys.upload(studioId, randomUUID()), Buffer.from("an upload never saved"), "image/png");
  return { owner, studioId, project, files };
}

async function exported(owner: TestClient): Promise<StudioExport> {
  const started = await owner.post("/api/studio/exports");
  expect(started.status, started.text).toBe(202);
  const job = await finishedJob(owner, studioExportSchema.parse(started.json).jobId);
  expect(job.state).toBe("completed");
  return studioExportSchema.parse((await owner.get(`/api/studio/exports/${started.json.id}`)).json);
}

describe("the studio's export", () => {
  it("is one ZIP of every table's rows as JSON and CSV and every stored file, each with its SHA-256 in the manifest", async () => {
    const { owner, studioId, files } = await studioWithRecords();
    const ready = await exported(owner);
    expect(ready).toMatchObject({ status: "ready", requestedBy: "Lerato Mokoena", failedReason: null });
    const download = await fetch(new URL(ready.downloadUrl!, stack.gatewayUrl));
    expect(download.status).toBe(200);
    const zipped = new Uint8Array(await download.arrayBuffer());
    expect(zipped.length).toBe(ready.sizeBytes);
    const entries = unzipSync(zipped);
    const manifest = studioExportManifestSchema.parse(JSON.parse(strFromU8(entries["manifest.json"]!)));

    expect(manifest.studio.id).toBe(studioId);
    const entity = (name: string) => manifest.entities.find((each) => each.name === name)!;
    expect([entity("projects").rows, entity("rooms").rows, entity("room_items").rows, entity("time_entries").rows, entity("users").rows]).toEqual([1, 1, 1, 1, 1]);
    for (const { json, csv } of manifest.entities) {
      expect(sha256(entries[json.path]!), json.path).toBe(json.sha256);
      expect(sha256(entries[csv.path]!), csv.path).toBe(csv.sha256);
    }
    const [item] = JSON.parse(strFromU8(entries["data/room_items.json"]!));
    expect(item).toMatchObject({ name: 'Sofa, "Cloud" 3-seater', cost_estimate: 24999.5 });
    expect(strFromU8(entries["csv/room_items.csv"]!)).toContain('"Sofa, ""Cloud"" 3-seater"');
    expect(strFromU8(entries["csv/room_items.csv"]!)).toContain("24999.50");
    expect(entity("users").columns).not.toContain("password_hash");
    expect(strFromU8(entries["data/users.json"]!)).not.toMatch(/password|scrypt/);

    expect(manifest.objects.map((object) => object.key).sort()).toEqual(Object.keys(files).sort());
    for (const object of manifest.objects) {
      expect(sha256(entries[object.path]!)).toBe(object.sha256);
      expect(object.sha256).toBe(sha256(files[object.key]!));
    }
    expect(strFromU8(entries["README.txt"]!)).toContain("manifest.json");
  });

  it("is the owner's alone, one at a time, and another studio's is a 404", async () => {
    const { owner } = await studioWithRecords();
    const admin = await invitedMember(owner, stack, "admin");
    expect((await admin.client.post("/api/studio/exports")).status).toBe(403);
    expect((await admin.client.get("/api/studio/exports")).status).toBe(403);

    const [first, second] = await whileQueuePaused(PROJECTS_EXPORT_QUEUE, async () => [await owner.post("/api/studio/exports"), await owner.post("/api/studio/exports")]);
    expect(first!.status).toBe(202);
    expect(second).toMatchObject({ status: 409, json: { message: STUDIO_EXPORT_MESSAGES.running } });
    await finishedJob(owner, first!.json.jobId);

    const stranger = (await signedUpOwner(stack.gatewayUrl)).client;
    expect((await stranger.get(`/api/studio/exports/${first!.json.id}`)).status).toBe(404);
    expect((await stranger.get("/api/studio/exports")).json).toEqual([]);
    expect((await owner.get("/api/studio/exports")).json.map((each: StudioExport) => [each.id, each.status])).toEqual([[first!.json.id, "ready"]]);
  });
});
