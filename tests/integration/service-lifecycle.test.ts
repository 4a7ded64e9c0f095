import { randomUUID } from "node:crypto";
import express from "express";
import { describe, expect, it } from "vitest";
import { listen, signIdentity } from "@atelier/kit";
import { freePort } from "../../infra/local/ports";
import { TEST_SECRET } from "../support/test-stack";
import { runService } from "../support/service-process";
import { testDatabaseUrl, testRedisUrl } from "../support/test-infra";

describe("service lifecycle", () => {
  it("stops at start-up with one line naming a bad setting", async () => {
    const service = runService("projects", { DATABASE_URL: "not a url", REDIS_URL: testRedisUrl(), INTERNAL_SECRET: "short" });
    const [code] = await service.exited;
    expect(code).toBe(1);
    expect(service.stderr().trim().split("\n")).toEqual([
      expect.stringMatching(/^Invalid configuration: INTERNAL_SECRET: must be at least 32 characters; DATABASE_URL: .+$/),
    ]);
  });

  it.each(["projects", "ai-worker", "quotes", "logistics", "portal"])("%s starts, reports ready and exits cleanly on SIGTERM, even signalled twice", async (name) => {
    const port = await freePort();
    const service = runService(name, { DATABASE_URL: testDatabaseUrl(), REDIS_URL: testRedisUrl(), INTERNAL_SECRET: TEST_SECRET, PORT: String(port) });
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status, { timeout: 20_000 })
      .toBe(200);
    expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: "ok", service: name });
    // Ctrl-C reaches every process in the terminal's group while `make dev` forwards a SIGTERM too.
    service.child.kill("SIGINT");
    service.child.kill("SIGTERM");
    expect(await service.exited).toEqual([0, null]);
  });

  it("serves Prometheus metrics on a port of its own, each request timed by its route's template and status", async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const service = runService("projects", { DATABASE_URL: testDatabaseUrl(), REDIS_URL: testRedisUrl(), INTERNAL_SECRET: TEST_SECRET, PORT: String(port), METRICS_PORT: String(metricsPort) });
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status, { timeout: 20_000 }).toBe(200);
    const path = `/api/projects/${randomUUID()}`;
    const identity = { requestId: "r", userId: randomUUID(), studioId: randomUUID(), role: "designer", portalProjectId: null, portalTokenId: null, ip: "127.0.0.1", userAgent: "test" } as const;
    expect((await fetch(`http://127.0.0.1:${port}${path}`, { headers: signIdentity(TEST_SECRET, identity, "GET", path) })).status).toBe(404);

    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    const text = await metrics.text();
    expect(metrics.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(text).toContain('http_request_duration_seconds_count{process="projects",method="GET",route="/api/projects/:projectId",status="404"} 1');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{process="projects"\} /m);
    expect(text, "a record's id is never a label").not.toContain(path);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/healthz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status, "not on the service's own port").not.toBe(200);
    service.child.kill("SIGTERM");
    expect(await service.exited).toEqual([0, null]);
  });

  it("finishes in-flight requests when closing, and takes no new ones", async () => {
    const app = express();
    app.get("/slow", (_req, res) => void setTimeout(() => res.json({ done: true }), 300));
    const running = await listen(app, 0);
    const url = `http://127.0.0.1:${running.port}/slow`;

    const inFlight = fetch(url).then((response) => response.json());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = running.close();

    expect(await inFlight).toEqual({ done: true });
    await closed;
    await expect(fetch(url)).rejects.toThrow();
  });
});

describe("gateway lifecycle", () => {
  it("exits cleanly on SIGTERM with a live socket connected, which its metrics counted, with each call by its route", async () => {
    const { io: connect } = await import("socket.io-client");
    const { signedInDesigner } = await import("../support/designers");
    const { startTestStack } = await import("../support/test-stack");
    const stack = await startTestStack();
    try {
      const { client } = await signedInDesigner(stack.gatewayUrl);
      const [port, metricsPort] = [await freePort(), await freePort()];
      const gateway = runService("gateway", {
        REDIS_URL: testRedisUrl(),
        INTERNAL_SECRET: TEST_SECRET,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        AUTH_URL: stack.authUrl,
      });
      await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, { timeout: 20_000 }).toBe(200);
      const socket = connect(`http://127.0.0.1:${port}`, { transports: ["websocket"], extraHeaders: { cookie: client.cookieHeader }, reconnection: false });
      await new Promise<void>((resolve, reject) => socket.once("connect", () => resolve()).once("connect_error", reject));
      // No projects service runs behind this gateway: whatever it answers is timed under the route's template.
      const { status } = await fetch(`http://127.0.0.1:${port}/api/projects/${randomUUID()}`);
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toContain('socketio_connections{process="gateway"} 1');
      expect(metrics).toContain(`http_request_duration_seconds_count{process="gateway",method="GET",route="/api/projects/:projectId",status="${status}"} 1`);

      gateway.child.kill("SIGINT");
      gateway.child.kill("SIGTERM");
      expect(await gateway.exited).toEqual([0, null]);
      expect(gateway.stderr()).toBe("");
      socket.disconnect();
    } finally {
      await stack.close();
    }
  });
});
