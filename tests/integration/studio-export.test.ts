import { randomUUID } from "node:crypto";
import { strFromU8, unzipSync, zipSync } from "fflate";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PROJECTS_EXPORT_QUEUE, STUDIO_EXPORT_MESSAGES, studioExportManifestSchema, studioExportSchema, type StudioExport } from "@atelier/contracts";
import { createPrismaClient, createScratchDatabase } from "@atelier/db";
import { LocalObjectStorage, objectKeys } from "@atelier/kit";
import { authWork } from "../../services/auth/src/jobs/work";
import { expireStudioExports } from "../../services/projects/src/studio-export/expire-studio-exports";
import { EXPORTED_ENTITIES } from "../../services/projects/src/studio-export/exported-entities";
import { importStudio, ImportRefused } from "../../services/projects/src/studio-import/import-studio";
import { newProject } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { finishedJob, whileQueuePaused } from "../support/jobs";
import { startLogisticsWorkers, type LogisticsTestWorkers } from "../support/logistics-workers";
import { startProjectsWorkers, type ProjectsTestWorkers } from "../support/projects-workers";
import { startQuotesWorkers, type QuotesTestWorkers } from "../support/quotes-workers";
import { startStackWorkers, type ServiceTestWorkers } from "../support/service-workers";
import { rowsOf, sha256, storedHashes } from "../support/studio-records";
import { invitedMember, signedUpOwner } from "../support/team";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let authWorkers: ServiceTestWorkers<unknown>;
let projectsWorkers: ProjectsTestWorkers;
let quotesWorkers: QuotesTestWorkers;
let logisticsWorkers: LogisticsTestWorkers;

beforeAll(async () => {
  stack = await startTestStack();
  authWorkers = await startStackWorkers(authWork, stack);
  projectsWorkers = await startProjectsWorkers(stack);
  quotesWorkers = await startQuotesWorkers(stack.storageSettings);
  logisticsWorkers = await startLogisticsWorkers(stack);
});
afterAll(async () => {
  await logisticsWorkers.close();
  await quotesWorkers.close();
  await projectsWorkers.close();
  await authWorkers.close();
  await stack.close();
});

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

  it("is kept a week, or until a newer one of its own studio is ready, and then its ZIP is removed", async () => {
    const neighbour = (await studioWithRecords()).owner;
    const neighbours = await exported(neighbour);
    const { owner } = await studioWithRecords();
    const older = await exported(owner);
    const newer = await exported(owner);
    const storage = projectsWorkers.deps.storage;
    const keyOf = (id: string) => stack.auth.prisma.studioExport.findUniqueOrThrow({ where: { id } }).then((row) => row.objectKey);
    const newerKey = (await keyOf(newer.id))!;
    expect((await owner.get("/api/studio/exports")).json.map((each: StudioExport) => [each.id, each.status, each.downloadUrl === null])).toEqual([
      [newer.id, "ready", false],
      [older.id, "expired", true],
    ]);
    expect(await keyOf(older.id)).toBeNull();
    expect((await fetch(new URL(older.downloadUrl!, stack.gatewayUrl))).status).toBe(404);
    expect((await neighbour.get(`/api/studio/exports/${neighbours.id}`)).json).toMatchObject({ status: "ready" });

    // A week and a day later, the hourly sweep removes the newer one too.
    expect(await expireStudioExports(stack.auth.prisma, storage, new Date(Date.now() + 6 * 24 * 3600_000))).toBe(0);
    expect(await expireStudioExports(stack.auth.prisma, storage, new Date(Date.now() + 8 * 24 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect((await owner.get(`/api/studio/exports/${newer.id}`)).json).toMatchObject({ status: "expired", downloadUrl: null });
    expect(await storage.stat(newerKey)).toBeNull();
  });

  it("comes back whole in a fresh install: the same rows in every table, the same files by hash, its members to set a password", async () => {
    const { owner, studioId, files } = await studioWithRecords();
    // A sample home brings quotes approved and sent, supplier orders and production, through the real subscribers.
    const sampleHome = (await owner.post("/api/projects", { ...newProject, name: "Constantia family home" })).json.id as string;
    expect((await owner.post(`/api/populate-sample-data/${sampleHome}`)).status).toBe(201);
    await expect.poll(async () => (await owner.get(`/api/projects/${sampleHome}/purchase-orders`)).json.purchaseOrders?.length ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    const ready = await exported(owner);
    const folder = await mkdtemp(join(tmpdir(), "atelier-import-"));
    const zipFile = join(folder, "export.zip");
    await writeFile(zipFile, new Uint8Array(await (await fetch(new URL(ready.downloadUrl!, stack.gatewayUrl))).arrayBuffer()));
    const fresh = await createScratchDatabase(inject("databaseAdminUrl"), "import", { template: inject("templateDatabase") });
    const prisma = createPrismaClient(fresh.url);
    const storage = new LocalObjectStorage(join(folder, "objects"), "import-test");
    try {
      const imported = await importStudio({ prisma, storage }, zipFile);
      expect(imported.members.map((member) => member.email)).toHaveLength(1);
      for (const entity of EXPORTED_ENTITIES) {
        const [was, is] = await Promise.all([rowsOf(stack.auth.prisma, entity, studioId), rowsOf(prisma, entity, studioId)]);
        expect(is, entity.table).toEqual(was);
      }
      expect((await rowsOf(stack.auth.prisma, EXPORTED_ENTITIES.find((entity) => entity.table === "purchase_orders")!, studioId)).length).toBeGreaterThan(0);
      const restored = await storedHashes(storage, studioId);
      expect(restored).toEqual(await storedHashes(projectsWorkers.deps.storage, studioId));
      expect(restored).toMatchObject(Object.fromEntries(Object.entries(files).map(([key, bytes]) => [key, sha256(bytes)])));
      const member = await prisma.user.findFirstOrThrow({ where: { studioId } });
      expect(member.passwordHash).not.toMatch(/^scrypt\$/);

      await expect(importStudio({ prisma, storage }, zipFile)).rejects.toThrow(ImportRefused);
      expect(await prisma.project.count()).toBe(await stack.auth.prisma.project.count({ where: { studioId } }));
    } finally {
      await prisma.$disconnect();
      await fresh.drop();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("restores an export made before this install's newest columns and tables, which take their defaults", async () => {
    const { owner, studioId } = await studioWithRecords();
    const entries = unzipSync(new Uint8Array(await (await fetch(new URL((await exported(owner)).downloadUrl!, stack.gatewayUrl))).arrayBuffer()));
    // As an export of the version before rates per activity and fee bases: no studios.activity_rates, no project_fees.
    const studios = strFromU8(entries["data/studios.json"]!).replace(/,"activity_rates":\{[^}]*\}/, "");
    entries["data/studios.json"] = new TextEncoder().encode(studios);
    delete entries["data/project_fees.json"];
    delete entries["csv/project_fees.csv"];
    const manifest = studioExportManifestSchema.parse(JSON.parse(strFromU8(entries["manifest.json"]!)));
    manifest.entities = manifest.entities
      .filter((entity) => entity.name !== "project_fees")
      .map((entity) => (entity.name === "studios" ? { ...entity, json: { ...entity.json, sha256: sha256(entries["data/studios.json"]!) } } : entity));
    entries["manifest.json"] = new TextEncoder().encode(JSON.stringify(manifest));
    const folder = await mkdtemp(join(tmpdir(), "atelier-import-"));
    const zipFile = join(folder, "older.zip");
    await writeFile(zipFile, zipSync(entries));
    const fresh = await createScratchDatabase(inject("databaseAdminUrl"), "import", { template: inject("templateDatabase") });
    const prisma = createPrismaClient(fresh.url);
    try {
      expect(studios).not.toContain("activity_rates");
      await importStudio({ prisma, storage: new LocalObjectStorage(join(folder, "objects"), "import-test") }, zipFile);
      expect(await prisma.studio.findUniqueOrThrow({ where: { id: studioId }, select: { activityRates: true } })).toEqual({ activityRates: {} });
      expect(await prisma.timeEntry.count()).toBe(1);
    } finally {
      await prisma.$disconnect();
      await fresh.drop();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("refuses a damaged export, a table or a stored file, and restores nothing of it", async () => {
    const { owner, studioId, files } = await studioWithRecords();
    const ready = await exported(owner);
    const original = unzipSync(new Uint8Array(await (await fetch(new URL(ready.downloadUrl!, stack.gatewayUrl))).arrayBuffer()));
    const photo = `objects/${Object.keys(files)[0]!.slice(objectKeys.studioPrefix(studioId).length)}`;
    const folder = await mkdtemp(join(tmpdir(), "atelier-import-"));
    const fresh = await createScratchDatabase(inject("databaseAdminUrl"), "import", { template: inject("templateDatabase") });
    const prisma = createPrismaClient(fresh.url);
    const storage = new LocalObjectStorage(join(folder, "objects"), "import-test");
    try {
      for (const damaged of ["data/rooms.json", photo]) {
        const zipFile = join(folder, "damaged.zip");
        await writeFile(zipFile, zipSync({ ...original, [damaged]: new TextEncoder().encode("[\n]\n") }));
        await expect(importStudio({ prisma, storage }, zipFile)).rejects.toThrow(`${damaged} is not the file the export wrote: its SHA-256 differs`);
        expect([await prisma.studio.count(), await prisma.project.count()], damaged).toEqual([0, 0]);
        expect(await storedHashes(storage, studioId), damaged).toEqual({});
      }
    } finally {
      await prisma.$disconnect();
      await fresh.drop();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
