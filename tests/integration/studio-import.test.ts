import { randomUUID } from "node:crypto";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importedStudioResultSchema, JOB_EVENTS, STUDIO_IMPORT_MESSAGES, studioExportSchema } from "@atelier/contracts";
import { objectKeys } from "@atelier/kit";
import { authWork } from "../../services/auth/src/jobs/work";
import { EXPORTED_ENTITIES } from "../../services/projects/src/studio-export/exported-entities";
import { newProject } from "../support/designers";
import { TestClient } from "../support/http-client";
import { awaitMails } from "../support/invitation-mail";
import { finishedJob } from "../support/jobs";
import { startProjectsWorkers, type ProjectsTestWorkers } from "../support/projects-workers";
import { startStackWorkers, type ServiceTestWorkers } from "../support/service-workers";
import { connected, openSocket } from "../support/sockets";
import { rowsOf, sha256, storedHashes } from "../support/studio-records";
import { MEMBER_PASSWORD, signedUpOwner } from "../support/team";
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

/** Puts a file's bytes where an upload ticket says, as the browser does. */
async function uploaded(client: TestClient, bytes: Uint8Array): Promise<string> {
  const ticket = await client.post("/api/studio/imports/uploads");
  expect(ticket.status, ticket.text).toBe(200);
  const { uploadURL } = ticket.json as { uploadURL: string };
  const put = await client.request("PUT", uploadURL, { body: bytes, headers: { "content-type": "application/zip" } });
  expect(put.status, put.text).toBe(200);
  return uploadURL;
}

/** The studio moved to a new install: its owner, a project with a room and an item, and a photo. */
let moved: { studioId: string; studioName: string; email: string; zip: Uint8Array; rows: Map<string, string[]>; files: Record<string, string> };

describe("restoring a studio's export through the app", () => {
  it("is refused on an install that holds a project, another member or another studio, and to anyone but an owner", async () => {
    const { client: owner, user } = await signedUpOwner(stack.gatewayUrl);
    const project = (await owner.post("/api/projects", { ...newProject, name: "Clifton beach house" })).json.id as string;
    const room = (await owner.post(`/api/projects/${project}/rooms`, { name: "Living Room" })).json.id as string;
    expect((await owner.post(`/api/rooms/${room}/items`, { name: 'Sofa, "Cloud" 3-seater', quantity: 2, costEstimate: "24999.50" })).status).toBe(201);
    const photo = objectKeys.photo(user.studio.id, randomUUID());
    await projectsWorkers.deps.storage.put(photo, Buffer.from("a photo's bytes"), "image/jpeg");

    const refused = await owner.post("/api/studio/imports/uploads");
    expect([refused.status, refused.json.message]).toEqual([409, STUDIO_IMPORT_MESSAGES.notEmpty]);
    const { client: newcomer } = await signedUpOwner(stack.gatewayUrl);
    expect((await newcomer.post("/api/studio/imports/uploads")).status).toBe(409);
    expect((await newcomer.post("/api/studio/imports", { uploadURL: "/api/objects/studios/x/uploads/imports/y.zip" })).status).toBe(400);

    const started = await owner.post("/api/studio/exports");
    expect((await finishedJob(owner, studioExportSchema.parse(started.json).jobId)).state).toBe("completed");
    const ready = studioExportSchema.parse((await owner.get(`/api/studio/exports/${started.json.id}`)).json);
    const zip = new Uint8Array(await (await fetch(new URL(ready.downloadUrl!, stack.gatewayUrl))).arrayBuffer());
    const email = (await owner.get("/api/user")).json.email as string;
    const rows = new Map<string, string[]>();
    for (const entity of EXPORTED_ENTITIES) rows.set(entity.table, await rowsOf(stack.auth.prisma, entity, user.studio.id));
    moved = { studioId: user.studio.id, studioName: user.studio.name, email, zip, rows, files: await storedHashes(projectsWorkers.deps.storage, user.studio.id) };
    expect(Object.values(moved.files)).toContain(sha256(Buffer.from("a photo's bytes")));

    // The old install is left behind: this one is emptied, as a new install is.
    await stack.auth.prisma.studio.deleteMany();
    const keys: string[] = [];
    for await (const object of projectsWorkers.deps.storage.list("studios/")) keys.push(object.key);
    await projectsWorkers.deps.storage.remove(keys);
  });

  it("refuses a ZIP that is not an export, says why, and leaves the owner's account as it was", async () => {
    const { client: owner, user } = await signedUpOwner(stack.gatewayUrl);
    const uploadURL = await uploaded(owner, zipSync({ "notes.txt": new TextEncoder().encode("not an export") }));

    const started = await owner.post("/api/studio/imports", { uploadURL });
    expect(started.status, started.text).toBe(202);
    const job = await finishedJob(owner, started.json.jobId as string);

    expect([job.state, job.failedReason]).toEqual(["failed", "Nothing was imported: This is not an Atelier studio export (atelier-studio-export, version 1)"]);
    expect((await owner.get("/api/user")).status).toBe(200);
    const uploads: string[] = [];
    for await (const object of projectsWorkers.deps.storage.list(objectKeys.uploadPrefix(user.studio.id))) uploads.push(object.key);
    expect(uploads).toEqual([]);
    await stack.auth.prisma.studio.delete({ where: { id: user.studio.id } });
  });

  it("puts the studio back in place of the empty one: the same rows and files, its members mailed a link to set a password", async () => {
    // The owner signs up again on the new install, as they must to reach the app, with the address they had.
    const owner = new TestClient(stack.gatewayUrl);
    const signedUp = await owner.post("/api/register", { email: moved.email, password: MEMBER_PASSWORD, firstName: "Lerato", lastName: "Mokoena" });
    expect(signedUp.status, signedUp.text).toBe(201);
    const emptyStudio = signedUp.json.studio.id as string;
    const socket = openSocket(stack.gatewayUrl, { cookie: owner.cookieHeader, origin: stack.gatewayUrl });
    try {
      await connected(socket);
      const completed = new Promise<{ jobId: string; result: unknown }>((resolve) => socket.on(JOB_EVENTS.completed, resolve));
      const uploadURL = await uploaded(owner, moved.zip);

      const started = await owner.post("/api/studio/imports", { uploadURL });
      expect(started.status, started.text).toBe(202);
      const again = await owner.post("/api/studio/imports", { uploadURL });
      expect(again.json.jobId, "a second click follows the same import").toBe(started.json.jobId);

      const done = await completed;
      expect(done.jobId).toBe(started.json.jobId);
      expect(importedStudioResultSchema.parse(done.result)).toEqual({ studioName: moved.studioName, members: 1 });
    } finally {
      socket.close();
    }
    expect((await owner.get("/api/user")).status, "the empty studio's account is gone with it").toBe(401);
    expect(await stack.auth.prisma.studio.findUnique({ where: { id: emptyStudio } })).toBeNull();
    for (const entity of EXPORTED_ENTITIES) expect(await rowsOf(stack.auth.prisma, entity, moved.studioId), entity.table).toEqual(moved.rows.get(entity.table));
    expect(await storedHashes(projectsWorkers.deps.storage, moved.studioId)).toEqual(moved.files);

    const [mail] = await awaitMails(stack.mailOutboxDir, moved.email, 1);
    const token = /\/reset-password#token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token, mail?.text).toBeDefined();
    const restoredOwner = new TestClient(stack.gatewayUrl);
    expect((await restoredOwner.post("/api/password-reset/confirm", { token, password: "a-new-pass-2026" })).status).toBe(204);
    expect((await restoredOwner.post("/api/login", { email: moved.email, password: "a-new-pass-2026" })).status).toBe(200);
    expect(((await restoredOwner.get("/api/projects")).json as Array<{ title: string }>).map((project) => project.title)).toEqual(["Clifton beach house"]);
  });
});
