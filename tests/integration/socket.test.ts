import { createHash } from "node:crypto";
import { Emitter } from "@socket.io/redis-emitter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedis, type Redis } from "@atelier/kit";
import { startTestStack, type TestStack } from "../support/test-stack";
import { newProject } from "../support/designers";
import { TestClient, uniqueEmail } from "../support/http-client";
import { connected, openSocket } from "../support/sockets";
import { testRedisUrl } from "../support/test-infra";

let stack: TestStack;
let redis: Redis;
beforeAll(async () => {
  // Open sockets' sessions are checked every second here (every minute by default).
  stack = await startTestStack({ gateway: { SOCKET_SESSION_CHECK_SECONDS: "1" } });
  redis = createRedis(testRedisUrl());
});
afterAll(async () => {
  await redis.quit();
  await stack.close();
});

const open = (headers: Record<string, string>) => openSocket(stack.gatewayUrl, headers);

async function signedIn() {
  const client = new TestClient(stack.gatewayUrl);
  const user = (await client.post("/api/register", { email: uniqueEmail(), password: "s3cret-pass", firstName: "Naledi", lastName: "Khumalo" })).json;
  return { client, user };
}

describe("live updates", () => {
  it("delivers what another process emits to the user's and the studio's rooms", async () => {
    const { client, user } = await signedIn();
    const socket = open({ cookie: client.cookieHeader, origin: stack.gatewayUrl });
    await connected(socket);
    const received: unknown[] = [];
    socket.on("job.progress", (payload) => received.push(payload));

    const emitter = new Emitter(redis);
    emitter.to(`user:${user.id}`).emit("job.progress", { jobId: "j1", progress: 40 });
    emitter.to(`studio:${user.studio.id}`).emit("job.progress", { jobId: "j2", progress: 100 });
    emitter.to("user:someone-else").emit("job.progress", { jobId: "other", progress: 1 });

    await expect.poll(() => received.length).toBe(2);
    expect(received).toEqual([{ jobId: "j1", progress: 40 }, { jobId: "j2", progress: 100 }]);
    socket.disconnect();
  });

  it("joins a project's room only for a project of the caller's studio", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const project = (await owner.client.post("/api/projects", newProject)).json;
    const [ownerSocket, strangerSocket] = [owner, stranger].map(({ client }) => open({ cookie: client.cookieHeader, origin: stack.gatewayUrl }));
    await Promise.all([connected(ownerSocket!), connected(strangerSocket!)]);
    const received: Record<string, unknown[]> = { owner: [], stranger: [] };
    ownerSocket!.on("job.completed", (payload) => received.owner!.push(payload));
    strangerSocket!.on("job.completed", (payload) => received.stranger!.push(payload));

    expect(await ownerSocket!.emitWithAck("project.watch", { projectId: project.id })).toEqual({ watching: true });
    expect(await strangerSocket!.emitWithAck("project.watch", { projectId: project.id })).toEqual({ watching: false });
    expect(await strangerSocket!.emitWithAck("project.watch", { projectId: "not-a-uuid" })).toEqual({ watching: false });

    new Emitter(redis).to(`project:${project.id}`).emit("job.completed", { jobId: "p1" });
    await expect.poll(() => received.owner!.length).toBe(1);
    ownerSocket!.emit("project.unwatch", { projectId: project.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    new Emitter(redis).to(`project:${project.id}`).emit("job.completed", { jobId: "p2" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual({ owner: [{ jobId: "p1" }], stranger: [] });
    ownerSocket!.disconnect();
    strangerSocket!.disconnect();
  });

  it("closes the sockets of a session that signs out, and only that session's", async () => {
    const { client, user } = await signedIn();
    const otherBrowser = new TestClient(stack.gatewayUrl);
    expect((await otherBrowser.post("/api/login", { email: user.email, password: "s3cret-pass" })).status).toBe(200);
    const [leaving, staying] = [client, otherBrowser].map((browser) => open({ cookie: browser.cookieHeader, origin: stack.gatewayUrl }));
    await Promise.all([connected(leaving!), connected(staying!)]);
    const received: Record<string, unknown[]> = { leaving: [], staying: [] };
    leaving!.on("job.completed", (payload) => received.leaving!.push(payload));
    staying!.on("job.completed", (payload) => received.staying!.push(payload));
    let leavingReason = "";
    leaving!.on("disconnect", (reason) => (leavingReason = reason));

    expect((await client.post("/api/logout")).status).toBe(204);

    await expect.poll(() => leavingReason, { timeout: 3_000 }).toBe("io server disconnect");
    new Emitter(redis).to(`user:${user.id}`).emit("job.completed", { jobId: "after-logout" });
    await expect.poll(() => received.staying!.length).toBe(1);
    expect(received.leaving).toEqual([]);
    expect(staying!.connected).toBe(true);
    staying!.disconnect();
  });

  it("closes a socket once its session has expired, as Redis expires it without telling anyone, and keeps the rest", async () => {
    const expiring = await signedIn();
    const active = await signedIn();
    const [ending, staying] = [expiring, active].map(({ client }) => open({ cookie: client.cookieHeader, origin: stack.gatewayUrl }));
    await Promise.all([connected(ending!), connected(staying!)]);
    let endingReason = "";
    ending!.on("disconnect", (reason) => (endingReason = reason));

    const token = /atelier_session=([^;]+)/.exec(expiring.client.cookieHeader)![1]!;
    expect(await redis.del(`session:${createHash("sha256").update(token).digest("base64url")}`)).toBe(1);

    await expect.poll(() => endingReason, { timeout: 10_000 }).toBe("io server disconnect");
    // The check that closed it went over the other socket too.
    expect(staying!.connected).toBe(true);
    staying!.disconnect();
  });

  it("refuses a socket without a session", async () => {
    const socket = open({ origin: stack.gatewayUrl });
    await expect(connected(socket)).rejects.toThrow("Not authenticated");
    socket.disconnect();
  });

  it("refuses a socket opened from another site", async () => {
    const { client } = await signedIn();
    const socket = open({ cookie: client.cookieHeader, origin: "http://evil.example" });
    await expect(connected(socket)).rejects.toThrow();
    socket.disconnect();
  });
});
