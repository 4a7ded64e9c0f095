import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newProject, signedInDesigner } from "../support/designers";
import { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let owner: TestClient;
let ids: { project: string; room: string; item: string };
let snapshot: string;

/** Everything studio A has, as A itself sees it. */
async function ownersView(): Promise<string> {
  const parts = await Promise.all([
    owner.get(`/api/projects/${ids.project}`),
    owner.get(`/api/projects/${ids.project}/rooms`),
    owner.get(`/api/rooms/${ids.room}/items`),
    owner.get(`/api/projects/${ids.project}/meetings`),
    owner.get(`/api/projects/${ids.project}/installations`),
    owner.get(`/api/projects/${ids.project}/images`),
  ]);
  return JSON.stringify(parts.map((part) => part.json));
}

beforeAll(async () => {
  stack = await startTestStack();
  owner = (await signedInDesigner(stack.gatewayUrl)).client;
  const project = (await owner.post("/api/projects", newProject)).json.id;
  const room = (await owner.post(`/api/projects/${project}/rooms`, { name: "Study" })).json.id;
  const item = (await owner.post(`/api/rooms/${room}/items`, { name: "Desk", costEstimate: 15000 })).json.id;
  await owner.post(`/api/projects/${project}/meetings`, { title: "Kick-off", scheduledAt: "2026-12-01T09:00:00Z", attendees: [{ name: "Client" }] });
  await owner.post(`/api/projects/${project}/installations`, { title: "Desk install", scheduledDate: "2026-12-20T09:00:00Z" });
  ids = { project, room, item };
  snapshot = await ownersView();
});
afterAll(() => stack.close());

/** Every route of the studio core that names a record, with a body valid enough to reach the record lookup. */
const routes = () => [
  ["GET", `/api/projects/${ids.project}`, undefined],
  ["PUT", `/api/projects/${ids.project}`, { hasPool: true }],
  ["GET", `/api/projects/${ids.project}/rooms`, undefined],
  ["POST", `/api/projects/${ids.project}/rooms`, { name: "Intruder room" }],
  ["GET", `/api/rooms/${ids.room}`, undefined],
  ["PUT", `/api/rooms/${ids.room}`, { name: "Renamed" }],
  ["DELETE", `/api/rooms/${ids.room}`, undefined],
  ["GET", `/api/rooms/${ids.room}/items`, undefined],
  ["POST", `/api/rooms/${ids.room}/items`, { name: "Intruder item" }],
  ["PUT", `/api/items/${ids.item}`, { costEstimate: 1 }],
  ["DELETE", `/api/items/${ids.item}`, undefined],
  ["GET", `/api/projects/${ids.project}/meetings`, undefined],
  ["POST", `/api/projects/${ids.project}/meetings`, { title: "x", scheduledAt: "2026-12-01T09:00:00Z", attendees: [{ name: "x" }] }],
  ["GET", `/api/projects/${ids.project}/installations`, undefined],
  ["POST", `/api/projects/${ids.project}/installations`, { title: "x", scheduledDate: "2026-12-01T09:00:00Z" }],
  ["POST", `/api/populate-sample-data/${ids.project}`, undefined],
  ["POST", `/api/rooms/${ids.room}/voice-notes`, { transcript: "a desk", duration: 2, extractedData: { items: [] } }],
  ["POST", "/api/voice/extract-items", { transcript: "a walnut desk", roomContext: ids.room }],
  ["GET", `/api/projects/${ids.project}/images`, undefined],
  ["GET", `/api/rooms/${ids.room}/images`, undefined],
  ["GET", `/api/rooms/${ids.room}/voice-notes`, undefined],
  ["POST", `/api/projects/${ids.project}/photos`, { photoURL: "/api/objects/studios/x/uploads/y" }],
  ["POST", `/api/rooms/${ids.room}/generate-images`, { roomDescription: "A study" }],
  ["POST", `/api/projects/${ids.project}/generate-images`, { roomDescription: "A home" }],
] as const;

describe("another studio", () => {
  it("gets 404 for every read, write and delete of this studio's records, and changes nothing", async () => {
    const { client: stranger } = await signedInDesigner(stack.gatewayUrl);
    for (const [method, path, json] of routes()) {
      const response = await stranger.request(method, path, { json });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.text, `${method} ${path}`).not.toContain("Desk");
    }
    expect(await ownersView()).toBe(snapshot);
  });

  it("does not see this studio's projects in its list", async () => {
    const { client: stranger } = await signedInDesigner(stack.gatewayUrl);
    expect((await stranger.get("/api/projects")).json).toEqual([]);
  });

  it("gets 404, not 500, for ids that are not ids at all", async () => {
    for (const path of ["/api/projects/not-a-uuid", "/api/rooms/1/items", "/api/rooms/%27%3B--"]) {
      expect((await owner.get(path)).status, path).toBe(404);
    }
  });
});

describe("no session", () => {
  it("gets 401 on every route, and changes nothing", async () => {
    const anonymous = new TestClient(stack.gatewayUrl);
    const everyRoute = [
      ...routes(),
      ["GET", "/api/projects", undefined],
      ["POST", "/api/projects", newProject],
      ["GET", "/api/dashboard/stats", undefined],
      ["GET", "/api/analytics/dashboard", undefined],
    ] as const;
    for (const [method, path, json] of everyRoute) {
      const response = await anonymous.request(method, path, { json });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(await ownersView()).toBe(snapshot);
  });
});
