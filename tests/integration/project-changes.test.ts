import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newProject } from "../support/designers";
import { TestClient, uniqueEmail } from "../support/http-client";
import { connected, openSocket } from "../support/sockets";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
const sockets: Socket[] = [];
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await stack.close();
});

const password = "s3cret-pass";

/** Two browsers of one designer: two sessions of the same studio. */
async function twoSessionsOfOneStudio(): Promise<[TestClient, TestClient]> {
  const email = uniqueEmail();
  const first = new TestClient(stack.gatewayUrl);
  expect((await first.post("/api/register", { email, password, firstName: "Naledi", lastName: "Khumalo" })).status).toBe(201);
  const second = new TestClient(stack.gatewayUrl);
  expect((await second.post("/api/login", { email, password })).status).toBe(200);
  return [first, second];
}

async function designerOfAnotherStudio(): Promise<TestClient> {
  const client = new TestClient(stack.gatewayUrl);
  expect((await client.post("/api/register", { email: uniqueEmail(), password, firstName: "Pieter", lastName: "Botha" })).status).toBe(201);
  return client;
}

/** The browser's socket, asking to watch the project: answers whether it may, and every project.changed it hears. */
async function watch(client: TestClient, projectId: string) {
  const socket = openSocket(stack.gatewayUrl, { cookie: client.cookieHeader, origin: stack.gatewayUrl });
  sockets.push(socket);
  await connected(socket);
  const heard: unknown[] = [];
  socket.on("project.changed", (change) => heard.push(change));
  const { watching } = (await socket.emitWithAck("project.watch", { projectId })) as { watching: boolean };
  return { watching, heard };
}

const meeting = { title: "Site walk-through", scheduledAt: "2026-12-04T10:00:00+02:00", attendees: [{ name: "Pieter" }] };
const installation = { title: "Pendant installation", scheduledDate: "2027-01-20T07:00:00.000Z" };

describe("project changes, live", () => {
  it("tell a project's open pages what another session of the studio changed, as each change is saved", async () => {
    const [watcher, colleague] = await twoSessionsOfOneStudio();
    const project = (await colleague.post("/api/projects", newProject)).json;
    const room = (await colleague.post(`/api/projects/${project.id}/rooms`, { name: "Main Lounge" })).json;
    const page = await watch(watcher, project.id);
    expect(page.watching).toBe(true);

    const item = await colleague.post(`/api/rooms/${room.id}/items`, { name: "Linen curtains" });
    const renamed = await colleague.request("PUT", `/api/rooms/${room.id}`, { json: { name: "Family Lounge" } });
    const scheduled = await colleague.post(`/api/projects/${project.id}/meetings`, meeting);
    const installing = await colleague.post(`/api/projects/${project.id}/installations`, installation);
    expect([item.status, renamed.status, scheduled.status, installing.status]).toEqual([201, 200, 201, 201]);

    await expect.poll(() => page.heard.length).toBe(4);
    expect(page.heard).toEqual([
      { projectId: project.id, records: "items", id: item.json.id },
      { projectId: project.id, records: "rooms", id: room.id },
      { projectId: project.id, records: "meetings", id: scheduled.json.id },
      { projectId: project.id, records: "installations", id: installing.json.id },
    ]);
  });

  it("tell a designer of another studio nothing: they cannot watch the project", async () => {
    const [watcher, colleague] = await twoSessionsOfOneStudio();
    const project = (await colleague.post("/api/projects", newProject)).json;
    const page = await watch(watcher, project.id);
    const stranger = await watch(await designerOfAnotherStudio(), project.id);
    expect(stranger.watching).toBe(false);

    await colleague.post(`/api/projects/${project.id}/rooms`, { name: "Study" });
    await colleague.post(`/api/projects/${project.id}/meetings`, meeting);

    // Once the studio's page heard both, the stranger's would have too.
    await expect.poll(() => page.heard.length).toBe(2);
    expect(stranger.heard).toEqual([]);
  });
});
