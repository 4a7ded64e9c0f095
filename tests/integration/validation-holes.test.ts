import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalObjectStorage, objectKeys } from "@atelier/kit";
import { newProject, signedInDesigner } from "../support/designers";
import { extractedItem as sampleItem } from "../support/extracted-items";
import { TestClient, uniqueEmail } from "../support/http-client";
import { startTestStack, TEST_SECRET, type TestStack } from "../support/test-stack";

let stack: TestStack;
let designer: TestClient;
let studioId: string;
let projectId: string;
let roomId: string;
let itemId: string;

/** Every row a refused request could have written, straight from the database. */
async function everythingStored(): Promise<string> {
  const { prisma } = stack.auth;
  const tables = await Promise.all([
    prisma.studio.findMany({ orderBy: { id: "asc" } }),
    prisma.user.findMany({ orderBy: { id: "asc" } }),
    prisma.project.findMany({ orderBy: { id: "asc" } }),
    prisma.room.findMany({ orderBy: { id: "asc" } }),
    prisma.roomItem.findMany({ orderBy: { id: "asc" } }),
    prisma.voiceNote.findMany({ orderBy: { id: "asc" } }),
    prisma.image.findMany({ orderBy: { id: "asc" } }),
    prisma.meeting.findMany({ orderBy: { id: "asc" } }),
    prisma.meetingAttendee.findMany({ orderBy: { id: "asc" } }),
    prisma.installation.findMany({ orderBy: { id: "asc" } }),
    prisma.delivery.findMany({ orderBy: { id: "asc" } }),
    prisma.jobRecord.findMany({ orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify(tables);
}

/** Runs refused requests and checks that the database is as it was. */
async function storesNothing(requests: () => Promise<void>): Promise<void> {
  const before = await everythingStored();
  await requests();
  expect(await everythingStored()).toBe(before);
}

/** Sign-up and sign-in go from a browser of their own, so a wrongly accepted sign-up cannot take over the designer's session. */
const clientFor = (path: string) => (path === "/api/register" || path === "/api/login" ? new TestClient(stack.gatewayUrl) : designer);

type Refused = { status: number; json?: { message: string; errors?: Record<string, string[]> } };

function expectFieldRefused(response: Refused, field: string, context: string): void {
  expect(response.status, `${context}: ${JSON.stringify(response.json)}`).toBe(400);
  expect(response.json?.message, context).toBe("Validation failed");
  expect(Object.keys(response.json?.errors ?? {}), context).toContain(field);
}

const extractedItem = sampleItem("dining chair", 0.95);
const note = { transcript: "two oak dining chairs", duration: 7.5, extractedData: { items: [extractedItem] } };
const meeting = { title: "Kick-off", scheduledAt: "2026-12-01T09:00:00.000Z", attendees: [{ name: "Client" }] };
const installation = { title: "Desk install", scheduledDate: "2026-12-20T09:00:00.000Z" };

beforeAll(async () => {
  stack = await startTestStack();
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
  projectId = (await designer.post("/api/projects", newProject)).json.id;
  roomId = (await designer.post(`/api/projects/${projectId}/rooms`, { name: "Study" })).json.id;
  itemId = (await designer.post(`/api/rooms/${roomId}/items`, { name: "Desk", costEstimate: 15000 })).json.id;
});
afterAll(() => stack.close());

describe("text with control characters or lone surrogates", () => {
  const cases = (): Array<[string, string, Record<string, unknown>, string]> => [
    ["POST", "/api/register", { email: `nul\u0000${uniqueEmail()}`, password: "s3cret-pass", firstName: "Nomsa", lastName: "Mahlangu" }, "email"],
    ["POST", "/api/register", { email: uniqueEmail(), password: "s3cret-pass", firstName: "Nom\u0007sa", lastName: "Mahlangu" }, "firstName"],
    ["POST", "/api/login", { email: "demo\u0000@atelier.studio", password: "atelier-demo" }, "email"],
    ["POST", "/api/projects", { ...newProject, name: "Villa\u0000" }, "name"],
    ["PUT", `/api/projects/${projectId}`, { description: "half \ud83d of a pair" }, "description"],
    ["POST", `/api/projects/${projectId}/rooms`, { name: "Study\u001b[31m" }, "name"],
    ["POST", `/api/rooms/${roomId}/items`, { name: "Desk", specifications: "lone low \ude00" }, "specifications"],
    ["PUT", `/api/items/${itemId}`, { supplier: "Weyl\u0000ands" }, "supplier"],
    ["POST", `/api/projects/${projectId}/meetings`, { ...meeting, attendees: [{ name: "Cli\u0000ent" }] }, "attendees.0.name"],
    ["POST", `/api/projects/${projectId}/installations`, { ...installation, notes: "bell \u0007" }, "notes"],
    ["POST", `/api/rooms/${roomId}/voice-notes`, { ...note, transcript: "two\u0000 chairs" }, "transcript"],
    ["POST", `/api/rooms/${roomId}/voice-notes`, { ...note, extractedData: { items: [{ ...extractedItem, material: "o\u007fak" }] } }, "extractedData.items.0.material"],
    ["POST", "/api/voice/extract-items", { transcript: "a walnut desk\u0000" }, "transcript"],
    ["POST", `/api/rooms/${roomId}/generate-images`, { roomDescription: "A calm \ud800 study" }, "roomDescription"],
    // Bidirectional overrides and isolates make a name read other than it is, in the app and in e-mails.
    ["POST", "/api/register", { email: uniqueEmail(), password: "s3cret-pass", firstName: "abc\u202Egnp.exe", lastName: "Mahlangu" }, "firstName"],
    ["POST", `/api/projects/${projectId}/rooms`, { name: "Study \u2066isolated\u2069" }, "name"],
  ];

  it("are refused with the field named, before anything is stored or hashed", async () => {
    await storesNothing(async () => {
      for (const [method, path, json, field] of cases()) {
        expectFieldRefused(await clientFor(path).request(method, path, { json }), field, `${method} ${path}`);
      }
    });
  });

  it("keep tabs, line breaks and emoji", async () => {
    const specifications = "Seat:\theight 45 cm\r\nFabric: bouclé 🐑";
    const response = await designer.post(`/api/rooms/${roomId}/items`, { name: "Lounge chair", specifications });
    expect(response.status).toBe(201);
    expect(response.json.specifications).toBe(specifications);
  });
});

describe("dates", () => {
  it("outside the years 1900 to 2200 are refused with the field named", async () => {
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ["POST", "/api/projects", { ...newProject, startDate: "0000-01-01" }, "startDate"],
      ["PUT", `/api/projects/${projectId}`, { expectedEndDate: "2201-01-01" }, "expectedEndDate"],
      ["PUT", `/api/projects/${projectId}`, { startDate: "1899-12-31" }, "startDate"],
      ["POST", `/api/rooms/${roomId}/items`, { name: "Lamp", eta: "0000-01-01" }, "eta"],
      ["PUT", `/api/items/${itemId}`, { eta: "9999-12-31" }, "eta"],
      ["POST", `/api/projects/${projectId}/meetings`, { ...meeting, scheduledAt: "0000-01-01T00:00:00.000Z" }, "scheduledAt"],
      ["POST", `/api/projects/${projectId}/installations`, { ...installation, scheduledDate: "9999-12-31T09:00:00.000Z" }, "scheduledDate"],
    ];
    await storesNothing(async () => {
      for (const [method, path, json, field] of cases) expectFieldRefused(await designer.request(method, path, { json }), field, `${method} ${path} ${JSON.stringify(json)}`);
    });
  });

  it("keep a project's end on or after its start, against the stored dates when only one is sent", async () => {
    const project = (await designer.post("/api/projects", { ...newProject, startDate: "2026-11-02" })).json.id as string;
    await storesNothing(async () => {
      const endFirst = await designer.request("PUT", `/api/projects/${project}`, { json: { expectedEndDate: "2026-10-01" } });
      expectFieldRefused(endFirst, "expectedEndDate", "end before the stored start");
      expect(endFirst.json.errors.expectedEndDate).toEqual(["Expected end date must be on or after the start date"]);
    });
    expect((await designer.request("PUT", `/api/projects/${project}`, { json: { expectedEndDate: "2026-12-31" } })).status).toBe(200);
    await storesNothing(async () => {
      const startLater = await designer.request("PUT", `/api/projects/${project}`, { json: { startDate: "2027-01-15" } });
      expectFieldRefused(startLater, "startDate", "start after the stored end");
      expect(startLater.json.errors.startDate).toEqual(["Start date must be on or before the expected end date"]);
    });
    const both = await designer.request("PUT", `/api/projects/${project}`, { json: { startDate: "2027-01-15", expectedEndDate: "2027-06-30" } });
    expect(both.status).toBe(200);
    expect(both.json).toMatchObject({ startDate: "2027-01-15", expectedEndDate: "2027-06-30" });
  });
});

describe("voice notes", () => {
  const withItem = (changes: Record<string, unknown>) => ({ ...note, extractedData: { items: [{ ...extractedItem, ...changes }] } });

  it("refuse extracted items that could not be added as room items", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "  " }, "name"],
      [{ quantity: -2 }, "quantity"],
      [{ quantity: 0 }, "quantity"],
      [{ quantity: 1e12 }, "quantity"],
      [{ estimatedCost: "-500.00" }, "estimatedCost"],
      [{ estimatedCost: 1e15 }, "estimatedCost"],
      [{ confidence: 7 }, "confidence"],
      [{ confidence: -0.5 }, "confidence"],
      [{ size: "x".repeat(101) }, "size"],
      [{ specifications: "x".repeat(2001) }, "specifications"],
    ];
    await storesNothing(async () => {
      for (const [changes, field] of cases) {
        expectFieldRefused(await designer.post(`/api/rooms/${roomId}/voice-notes`, withItem(changes)), `extractedData.items.0.${field}`, JSON.stringify(changes));
      }
    });
  });

  it("take only a well-formed recording key of the caller's studio whose recording exists", async () => {
    const storage = new LocalObjectStorage(stack.storageSettings.OBJECTS_DIR!, TEST_SECRET);
    const other = await signedInDesigner(stack.gatewayUrl);
    const othersRecording = objectKeys.recording(other.user.studio.id, randomUUID());
    await storage.put(othersRecording, Buffer.from("RIFF"), "audio/wav");
    const cases: Array<[string, string]> = [
      [othersRecording, "Not a recording of this studio"],
      [`${objectKeys.recordingPrefix(studioId)}../uploads/${randomUUID()}`, "Not a recording of this studio"],
      [`${objectKeys.recordingPrefix(studioId)}not-an-id`, "Not a recording of this studio"],
      [objectKeys.upload(studioId, randomUUID()), "Not a recording of this studio"],
      [objectKeys.recording(studioId, randomUUID()), "Recording not found"],
    ];
    await storesNothing(async () => {
      for (const [recordingKey, reason] of cases) {
        const response = await designer.post(`/api/rooms/${roomId}/voice-notes`, { ...note, recordingKey });
        expectFieldRefused(response, "recordingKey", recordingKey);
        expect(response.json.errors.recordingKey).toEqual([reason]);
      }
    });

    const ownRecording = objectKeys.recording(studioId, randomUUID());
    await storage.put(ownRecording, Buffer.from("RIFF"), "audio/wav");
    const saved = await designer.post(`/api/rooms/${roomId}/voice-notes`, { ...note, recordingKey: ownRecording });
    expect(saved.status).toBe(201);
    expect(saved.json.voiceNote.recordingUrl).toEqual(expect.any(String));
  });

  it("answer 422 to an Idempotency-Key reused for another room or body, never the other note", async () => {
    const otherRoom = (await designer.post(`/api/projects/${projectId}/rooms`, { name: "Library" })).json.id as string;
    const headers = { "idempotency-key": `reuse-${randomUUID()}` };
    const first = await designer.post(`/api/rooms/${roomId}/voice-notes`, note, headers);
    expect(first.status).toBe(201);

    await storesNothing(async () => {
      const elsewhere = await designer.post(`/api/rooms/${otherRoom}/voice-notes`, note, headers);
      expect(elsewhere.status).toBe(422);
      expect(elsewhere.text).not.toContain(first.json.voiceNote.id);
      const otherBody = await designer.post(`/api/rooms/${roomId}/voice-notes`, { ...note, transcript: "three brass lamps" }, headers);
      expect(otherBody.status).toBe(422);
      expect(otherBody.text).not.toContain(first.json.voiceNote.id);
      const otherItems = await designer.post(`/api/rooms/${roomId}/voice-notes`, withItem({ quantity: 3 }), headers);
      expect(otherItems.status).toBe(422);
    });

    // The same request again, its keys in another order, is still the note already saved.
    const { extractedData, duration, transcript } = note;
    const again = await designer.post(`/api/rooms/${roomId}/voice-notes`, { extractedData, duration, transcript }, headers);
    expect(again.status).toBe(200);
    expect(again.json.voiceNote.id).toBe(first.json.voiceNote.id);
  });
});

describe("addresses kept for display", () => {
  it("refuse image links that are not http(s)", async () => {
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ["POST", `/api/rooms/${roomId}/items`, { name: "Lamp", imageUrl: "javascript:alert(document.cookie)" }, "imageUrl"],
      ["POST", `/api/rooms/${roomId}/items`, { name: "Lamp", thumbnailUrl: "data:text/html,<script>alert(1)</script>" }, "thumbnailUrl"],
      ["PUT", `/api/items/${itemId}`, { imageUrl: "vbscript:msgbox(1)" }, "imageUrl"],
      ["PUT", `/api/items/${itemId}`, { thumbnailUrl: "//evil.example/x.png" }, "thumbnailUrl"],
    ];
    await storesNothing(async () => {
      for (const [method, path, json, field] of cases) expectFieldRefused(await designer.request(method, path, { json }), field, JSON.stringify(json));
    });
    const kept = await designer.post(`/api/rooms/${roomId}/items`, { name: "Lamp", imageUrl: "https://images.example/lamp.png" });
    expect(kept.status).toBe(201);
    expect(kept.json.imageUrl).toBe("https://images.example/lamp.png");
  });

  it("refuse links with a tab or line break inside, which would write lines of their own into a calendar invitation", async () => {
    const injected = "https://meet.example/x\r\nATTENDEE;CN=x:mailto:attacker@example.com\r\nBEGIN:VALARM";
    const delivery = { items: "Oak desk", date: "2026-12-10", time: "09:00" };
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ["POST", `/api/projects/${projectId}/meetings`, { ...meeting, meetingUrl: injected }, "meetingUrl"],
      ["POST", `/api/projects/${projectId}/deliveries`, { ...delivery, trackingUrl: "https://track.example/1\tX-Injected: yes" }, "trackingUrl"],
      ["POST", `/api/rooms/${roomId}/items`, { name: "Lamp", imageUrl: "https://images.example/lamp.png\nx" }, "imageUrl"],
      ["PUT", `/api/items/${itemId}`, { thumbnailUrl: "https://images.example/\r\nthumb.png" }, "thumbnailUrl"],
    ];
    await storesNothing(async () => {
      for (const [method, path, json, field] of cases) expectFieldRefused(await designer.request(method, path, { json }), field, JSON.stringify(json));
    });
    const kept = await designer.post(`/api/projects/${projectId}/meetings`, { ...meeting, meetingUrl: "HTTPS://Meet.Example/Room One" });
    expect(kept.status).toBe(201);
    expect(kept.json.meetingUrl).toBe("https://meet.example/Room%20One");
  });

  it("refuse e-mails with angle brackets, spaces or quotes", async () => {
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ["POST", "/api/register", { email: "<script>@studio.test", password: "s3cret-pass", firstName: "Nomsa", lastName: "Mahlangu" }, "email"],
      ["POST", "/api/projects", { ...newProject, clientEmail: '"pieter"@example.co.za' }, "clientEmail"],
      ["PUT", `/api/projects/${projectId}`, { clientEmail: "pieter>@example.co.za" }, "clientEmail"],
      ["POST", `/api/projects/${projectId}/meetings`, { ...meeting, attendees: [{ name: "Client", email: "client@exa<mple.co.za" }] }, "attendees.0.email"],
    ];
    await storesNothing(async () => {
      for (const [method, path, json, field] of cases) expectFieldRefused(await clientFor(path).request(method, path, { json }), field, JSON.stringify(json));
    });
  });
});

describe("JSON nested too deeply", () => {
  const deep = (depth: number) => `{"name":${"[".repeat(depth)}${"]".repeat(depth)}}`;

  it("is a 400 at any depth past the limit, and the platform keeps serving", async () => {
    await storesNothing(async () => {
      for (const depth of [65, 200_000]) {
        const response = await designer.request("POST", "/api/projects", { body: deep(depth), headers: { "content-type": "application/json" } });
        expect(response.status, `depth ${depth}`).toBe(400);
        expect(response.json.message).toMatch(/nested too deeply/);
      }
    });
    expect((await designer.get("/api/projects")).status).toBe(200);
  });

  it("still takes ordinary nesting", async () => {
    const response = await designer.request("POST", `/api/projects/${projectId}/meetings`, { body: JSON.stringify(meeting), headers: { "content-type": "application/json" } });
    expect(response.status).toBe(201);
  });
});
