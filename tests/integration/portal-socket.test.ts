import { Emitter } from "@socket.io/redis-emitter";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger, createProjectChanges, createRedis, type Redis } from "@atelier/kit";
import { newProject, signedInDesigner } from "../support/designers";
import { TestClient } from "../support/http-client";
import { connected, openPortalSocket } from "../support/sockets";
import { startTestStack, type TestStack } from "../support/test-stack";
import { testRedisUrl } from "../support/test-infra";

/** Wrong links one address may try before it is refused. */
const LOOKUP_MAX = 3;

let stack: TestStack;
let redis: Redis;
let designer: TestClient;
let userId: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so tests can vary it.
  stack = await startTestStack({ gateway: { PORTAL_RATE_LIMIT_MAX: String(LOOKUP_MAX), TRUST_PROXY: "true" } });
  redis = createRedis(testRedisUrl());
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  userId = signedIn.user.id;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await redis.quit();
  await stack.close();
});
beforeEach(async () => {
  const keys = await redis.keys("ratelimit:portal:*");
  if (keys.length) await redis.del(...keys);
});

async function projectWithLink() {
  const projectId = (await designer.post("/api/projects", newProject)).json.id as string;
  const link = await designer.post(`/api/projects/${projectId}/portal-token`);
  expect(link.status, link.text).toBe(201);
  const token = (link.json.portalUrl as string).split("/").pop()!;
  return { projectId, token };
}

/** A client's open portal page from `ip`, asking to watch with `token`: whether it may, and what it hears. */
async function portalPage(projectId: string, token: string, { ip = "198.51.100.20", cookie }: { ip?: string; cookie?: string } = {}) {
  const socket = openPortalSocket(stack.gatewayUrl, { origin: stack.gatewayUrl, "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) });
  sockets.push(socket);
  await connected(socket);
  const heard: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  const { watching } = (await socket.emitWithAck("portal.watch", { projectId, token })) as { watching: boolean };
  return { watching, heard, events: () => heard.map(({ event }) => event) };
}

const meeting = { title: "Fabric review", scheduledAt: "2026-12-04T10:00:00+02:00", attendees: [{ name: "Pieter" }] };

describe("a client's open portal, live", () => {
  it("joins with a valid link and hears a refetch signal, without ids, when a meeting is scheduled or a quote is sent", async () => {
    const { projectId, token } = await projectWithLink();
    const page = await portalPage(projectId, token);
    expect(page.watching).toBe(true);

    expect((await designer.post(`/api/projects/${projectId}/meetings`, meeting)).status).toBe(201);
    await expect.poll(() => page.heard.length).toBe(1);
    const changes = createProjectChanges(redis, createLogger("test", "silent"));
    changes.announce(projectId, "quotes", "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d");
    await expect.poll(() => page.heard.length).toBe(2);

    expect(page.heard).toEqual([
      { event: "portal.changed", payload: { projectId, records: "meetings" } },
      { event: "portal.changed", payload: { projectId, records: "quotes" } },
    ]);
  });

  it("hears no staff event: not project.changed, not a change the portal does not show, not the designer's own rooms even from their browser", async () => {
    const { projectId, token } = await projectWithLink();
    // The designer's Preview Portal tab sends their session cookie; a portal socket still joins no staff room.
    const page = await portalPage(projectId, token, { cookie: designer.cookieHeader });
    expect(page.watching).toBe(true);
    const room = (await designer.post(`/api/projects/${projectId}/rooms`, { name: "Study" })).json;
    await designer.post(`/api/rooms/${room.id}/items`, { name: "Desk lamp" });
    const emitter = new Emitter(redis);
    emitter.to(`user:${userId}`).emit("job.progress", { jobId: "j1", progress: 40 });
    emitter.to(`project:${projectId}`).emit("job.completed", { jobId: "j2", name: "x", result: {} });
    await designer.post(`/api/projects/${projectId}/meetings`, meeting);

    // The meeting's signal comes after the others would have.
    await expect.poll(() => page.events()).toEqual(["portal.changed", "portal.changed"]);
    expect(page.heard.map(({ payload }) => payload)).toEqual([
      { projectId, records: "rooms" },
      { projectId, records: "meetings" },
    ]);
  });

  it("does not join with a wrong, revoked or another project's link", async () => {
    const { projectId, token } = await projectWithLink();
    const other = await projectWithLink();
    const links = (await designer.get(`/api/projects/${other.projectId}/portal-tokens`)).json as Array<{ id: string }>;
    expect((await designer.request("DELETE", `/api/portal-tokens/${links[0]!.id}`)).status).toBe(204);

    const wrong = await portalPage(projectId, `${token.slice(0, -2)}xx`, { ip: "198.51.100.31" });
    const revoked = await portalPage(other.projectId, other.token, { ip: "198.51.100.32" });
    const crossed = await portalPage(projectId, (await projectWithLink()).token, { ip: "198.51.100.33" });
    const malformed = await portalPage("not-a-project", token, { ip: "198.51.100.34" });
    expect([wrong.watching, revoked.watching, crossed.watching, malformed.watching]).toEqual([false, false, false, false]);

    const watching = await portalPage(projectId, token);
    await designer.post(`/api/projects/${projectId}/meetings`, meeting);
    await designer.post(`/api/projects/${other.projectId}/meetings`, meeting);
    await expect.poll(() => watching.heard.length).toBe(1);
    expect([...wrong.heard, ...revoked.heard, ...crossed.heard, ...malformed.heard]).toEqual([]);
  });

  it("counts wrong links against the address with the portal's HTTP lookups, and refuses even a valid one past the limit", async () => {
    const { projectId, token } = await projectWithLink();
    const ip = "198.51.100.40";
    const guessing = openPortalSocket(stack.gatewayUrl, { origin: stack.gatewayUrl, "x-forwarded-for": ip });
    sockets.push(guessing);
    await connected(guessing);
    expect((await new TestClient(stack.gatewayUrl).get(`/api/client-portal/${projectId}/wrong-token`, { "x-forwarded-for": ip })).status).toBe(404);
    for (let guess = 1; guess < LOOKUP_MAX; guess++) {
      expect(await guessing.emitWithAck("portal.watch", { projectId, token: `guess-${guess}` })).toEqual({ watching: false });
    }

    expect(await guessing.emitWithAck("portal.watch", { projectId, token })).toEqual({ watching: false });
    expect((await portalPage(projectId, token, { ip: "198.51.100.41" })).watching).toBe(true);
  });

  it("refuses a socket that is neither a portal page nor signed in", async () => {
    const socket = io(stack.gatewayUrl, { path: "/socket.io", transports: ["websocket"], extraHeaders: { origin: stack.gatewayUrl }, reconnection: false });
    sockets.push(socket);
    await expect(connected(socket)).rejects.toThrow("Not authenticated");
  });
});
