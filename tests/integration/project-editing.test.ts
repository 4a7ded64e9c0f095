import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalObjectStorage, objectKeys } from "@atelier/kit";
import { PROJECT_DELETE_REFUSAL, PROJECT_DATE_ORDER_MESSAGES } from "@atelier/contracts";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { startTestStack, TEST_SECRET, type TestStack } from "../support/test-stack";

let stack: TestStack;
let designer: TestClient;
let studioId: string;
let userId: string;
let stranger: TestClient;
let storage: LocalObjectStorage;

beforeAll(async () => {
  stack = await startTestStack();
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
  userId = signedIn.user.id;
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
  storage = new LocalObjectStorage(stack.storageSettings.OBJECTS_DIR!, TEST_SECRET);
});
afterAll(() => stack.close());

const prisma = () => stack.auth.prisma;
const created = async (name = newProject.name): Promise<string> => (await designer.post("/api/projects", { ...newProject, name })).json.id;
const titlesOf = async (path: string): Promise<string[]> => (await designer.get(path)).json.map((project: { title: string }) => project.title);

/** A quote of the project in the given status, as the quotes service would have left it. */
const quoteOf = (projectId: string, status: "draft" | "sent" | "approved") =>
  prisma().quote.create({
    data: { studioId, projectId, number: `Q-2026-${randomUUID().slice(0, 8)}`, title: "Lounge", status, createdById: userId },
  });

describe("editing a project's details", () => {
  const details = {
    title: "Bishopscourt Manor",
    description: "Ground floor and the main suite",
    clientName: "Lindiwe Dube",
    clientEmail: "lindiwe@dube.co.za",
    budgetEstimate: "2500000.50",
    startDate: "2026-12-01",
    expectedEndDate: "2027-06-30",
    status: "pending",
  };

  it("saves every field and reads it back, in the project and in the list", async () => {
    const projectId = await created();
    const response = await designer.request("PUT", `/api/projects/${projectId}`, { json: details });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject(details);
    expect((await designer.get(`/api/projects/${projectId}`)).json).toMatchObject(details);
    expect(await titlesOf("/api/projects")).toContain("Bishopscourt Manor");
  });

  it("clears the description and the end date when they are sent empty", async () => {
    const projectId = await created();
    await designer.request("PUT", `/api/projects/${projectId}`, { json: details });
    const response = await designer.request("PUT", `/api/projects/${projectId}`, { json: { description: "", expectedEndDate: null } });
    expect(response.json).toMatchObject({ description: null, expectedEndDate: null, title: "Bishopscourt Manor" });
  });

  it.each([
    ["title", { title: "   " }, "Project name is required"],
    ["clientName", { clientName: "" }, "Client name is required"],
    ["clientEmail", { clientEmail: "lindiwe at dube" }, "Please enter a valid email address"],
    ["budgetEstimate", { budgetEstimate: "-1" }, "Budget must be an amount in rand with at most two decimals"],
    ["status", { status: "archived" }, undefined],
    ["expectedEndDate", { startDate: "2026-12-01", expectedEndDate: "2026-11-30" }, PROJECT_DATE_ORDER_MESSAGES.expectedEndDate],
  ])("refuses a %s that breaks the rule, naming the field and changing nothing: %j", async (field, change, message) => {
    const projectId = await created();
    const response = await designer.request("PUT", `/api/projects/${projectId}`, { json: { ...details, ...change } });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.errors)).toEqual([field]);
    if (message) expect(response.json.errors[field]).toEqual([message]);
    expect((await designer.get(`/api/projects/${projectId}`)).json.title).toBe(newProject.name);
  });

  it("refuses a start date after the end date already saved, on the start date", async () => {
    const projectId = await created();
    await designer.request("PUT", `/api/projects/${projectId}`, { json: { expectedEndDate: "2027-01-31" } });
    const response = await designer.request("PUT", `/api/projects/${projectId}`, { json: { startDate: "2027-02-01" } });
    expect({ status: response.status, errors: response.json.errors }).toEqual({ status: 400, errors: { startDate: [PROJECT_DATE_ORDER_MESSAGES.startDate] } });
  });
});

describe("archiving and restoring", () => {
  it("takes the project out of the list and the active count, shows it under Archived, and restores it as it was", async () => {
    const { client: own } = await signedInDesigner(stack.gatewayUrl);
    const keep = (await own.post("/api/projects", { ...newProject, name: "Clifton Penthouse" })).json.id;
    const archived = (await own.post("/api/projects", { ...newProject, name: "Camps Bay Villa" })).json.id;
    await own.post(`/api/projects/${archived}/rooms`, { name: "Lounge" });
    expect((await own.get("/api/dashboard/stats")).json.activeProjects).toBe(2);

    const response = await own.post(`/api/projects/${archived}/archive`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: archived, status: "active", counts: { rooms: 1 } });
    expect(Date.parse(response.json.archivedAt)).not.toBeNaN();
    expect((await own.get("/api/projects")).json.map((project: { id: string }) => project.id)).toEqual([keep]);
    expect((await own.get("/api/projects?archived=true")).json.map((project: { id: string }) => project.id)).toEqual([archived]);
    expect((await own.get("/api/dashboard/stats")).json.activeProjects).toBe(1);
    expect((await own.get(`/api/projects/${archived}`)).json.archivedAt).toBe(response.json.archivedAt);

    const restored = await own.post(`/api/projects/${archived}/restore`);
    expect(restored.json).toMatchObject({ archivedAt: null, status: "active", counts: { rooms: 1 } });
    expect((await own.get("/api/projects")).json).toHaveLength(2);
    expect((await own.get("/api/projects?archived=true")).json).toEqual([]);
    expect((await own.get("/api/dashboard/stats")).json.activeProjects).toBe(2);
  });

  it("keeps the first archiving date when archived twice, and restoring a project in work changes nothing", async () => {
    const projectId = await created();
    const first = (await designer.post(`/api/projects/${projectId}/archive`)).json.archivedAt;
    expect((await designer.post(`/api/projects/${projectId}/archive`)).json.archivedAt).toBe(first);
    await designer.post(`/api/projects/${projectId}/restore`);
    const again = await designer.post(`/api/projects/${projectId}/restore`);
    expect({ status: again.status, archivedAt: again.json.archivedAt }).toEqual({ status: 200, archivedAt: null });
  });

  it("refuses a list filter it does not know", async () => {
    const response = await designer.get("/api/projects?archived=maybe");
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.errors)).toEqual(["archived"]);
  });
});

describe("deleting a project", () => {
  it("deletes it with its rooms, notes and quotes drafted, and removes the recordings it kept", async () => {
    const projectId = await created("Hout Bay Cottage");
    const roomId = (await designer.post(`/api/projects/${projectId}/rooms`, { name: "Study" })).json.id;
    const recordingKey = objectKeys.recording(studioId, randomUUID());
    await storage.put(recordingKey, Buffer.from("RIFF"), "audio/wav");
    const note = { transcript: "a walnut desk", extractedData: { items: [] }, duration: 2, recordingKey };
    expect((await designer.post(`/api/rooms/${roomId}/voice-notes`, note)).status).toBe(201);
    await quoteOf(projectId, "draft");
    await quoteOf(projectId, "sent");

    const response = await designer.request("DELETE", `/api/projects/${projectId}`);
    expect(response.status).toBe(204);
    expect((await designer.get(`/api/projects/${projectId}`)).status).toBe(404);
    expect(await titlesOf("/api/projects")).not.toContain("Hout Bay Cottage");
    expect(await prisma().room.count({ where: { projectId } })).toBe(0);
    expect(await prisma().quote.count({ where: { projectId } })).toBe(0);
    expect(await storage.stat(recordingKey)).toBeNull();
  });

  it("deletes an archived project too", async () => {
    const projectId = await created();
    await designer.post(`/api/projects/${projectId}/archive`);
    expect((await designer.request("DELETE", `/api/projects/${projectId}`)).status).toBe(204);
    expect((await designer.get(`/api/projects/${projectId}`)).status).toBe(404);
  });

  it("refuses with 409 once a quote is approved, suggesting archiving, and keeps everything", async () => {
    const projectId = await created();
    const quote = await quoteOf(projectId, "approved");
    const response = await designer.request("DELETE", `/api/projects/${projectId}`);
    expect({ status: response.status, message: response.json.message }).toEqual({ status: 409, message: PROJECT_DELETE_REFUSAL });
    expect((await designer.get(`/api/projects/${projectId}`)).status).toBe(200);
    expect(await prisma().quote.findUnique({ where: { id: quote.id } })).not.toBeNull();
    expect((await designer.post(`/api/projects/${projectId}/archive`)).status).toBe(200);
  });

  it("refuses with 409 once the client has opened a quote through the portal", async () => {
    const projectId = await created();
    const quote = await quoteOf(projectId, "sent");
    await prisma().quoteAuditEvent.create({ data: { quoteId: quote.id, projectId, action: "viewed", ipAddress: "198.51.100.7", userAgent: "Safari" } });
    const response = await designer.request("DELETE", `/api/projects/${projectId}`);
    expect({ status: response.status, message: response.json.message }).toEqual({ status: 409, message: PROJECT_DELETE_REFUSAL });
    expect((await designer.get(`/api/projects/${projectId}`)).status).toBe(200);
  });
});

describe("another studio's project", () => {
  it("is the same 404 as a missing one for every change, and nothing changes", async () => {
    const projectId = await created("Noordhoek Farmhouse");
    const calls = [
      stranger.request("PUT", `/api/projects/${projectId}`, { json: { title: "Taken" } }),
      stranger.post(`/api/projects/${projectId}/archive`),
      stranger.post(`/api/projects/${projectId}/restore`),
      stranger.request("DELETE", `/api/projects/${projectId}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    expect(await stranger.get("/api/projects?archived=true").then((response) => response.json)).toEqual([]);
    expect((await designer.get(`/api/projects/${projectId}`)).json).toMatchObject({ title: "Noordhoek Farmhouse", archivedAt: null });
  });
});
