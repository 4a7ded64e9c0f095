import express from "express";
import { describe, expect, it } from "vitest";
import { listen } from "@atelier/kit";
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
  it("exits cleanly on SIGTERM with a live socket connected", async () => {
    const { io: connect } = await import("socket.io-client");
    const { signedInDesigner } = await import("../support/designers");
    const { startTestStack } = await import("../support/test-stack");
    const stack = await startTestStack();
    try {
      const { client } = await signedInDesigner(stack.gatewayUrl);
      const port = await freePort();
      const gateway = runService("gateway", {
        REDIS_URL: testRedisUrl(),
        INTERNAL_SECRET: TEST_SECRET,
        PORT: String(port),
        AUTH_URL: stack.authUrl,
      });
      await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, { timeout: 20_000 }).toBe(200);
      const socket = connect(`http://127.0.0.1:${port}`, { transports: ["websocket"], extraHeaders: { cookie: client.cookieHeader }, reconnection: false });
      await new Promise<void>((resolve, reject) => socket.once("connect", () => resolve()).once("connect_error", reject));

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
