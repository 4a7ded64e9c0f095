import { Emitter } from "@socket.io/redis-emitter";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedis, type Redis } from "@atelier/kit";
import { inject } from "vitest";
import { startTestStack, type TestStack } from "../support/test-stack";
import { TestClient, uniqueEmail } from "../support/http-client";

let stack: TestStack;
let redis: Redis;
beforeAll(async () => {
  stack = await startTestStack();
  redis = createRedis(inject("redisUrl"));
});
afterAll(async () => {
  await redis.quit();
  await stack.close();
});

function open(headers: Record<string, string>): Socket {
  return connect(stack.gatewayUrl, { path: "/socket.io", transports: ["websocket"], extraHeaders: headers, reconnection: false });
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });

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
