import { Counter, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { serveMetrics } from "./metrics-server";

describe("a process's metrics port", () => {
  it("serves its metrics and probes, and reports not ready while its readiness check fails", async () => {
    const registry = new Registry();
    new Counter({ name: "things_total", help: "Things", registers: [registry] }).inc(3);
    let reachable = true;
    const server = await serveMetrics(registry, 0, "127.0.0.1", {
      redis: async () => {
        if (!reachable) throw new Error("Redis is gone");
      },
    });
    const get = (path: string) => fetch(`http://127.0.0.1:${server.port}${path}`);
    try {
      expect(await (await get("/metrics")).text()).toContain("things_total 3");
      expect((await get("/healthz")).status).toBe(200);
      expect((await get("/readyz")).status).toBe(200);
      reachable = false;
      expect((await get("/readyz")).status).toBe(503);
      expect((await get("/healthz")).status, "alive all the same: a restart would not bring Redis back").toBe(200);
      expect((await get("/api/projects")).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
