import type { RequestListener } from "node:http";
import { collectDefaultMetrics, type Registry } from "prom-client";
import { listen, type RunningServer } from "../run";

/** How long a readiness check may take before the process is reported not ready. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Serves `/metrics` (Prometheus' text format), `/healthz` and `/readyz` on a port of the process's own, never the
 * gateway's public one: what a scraper and the probes read, and nothing else. `/readyz` answers 503 while `ready`
 * fails (a worker that lost Redis or Postgres). Node's own figures (event loop lag, heap, GC, CPU) join the registry
 * here, so a process that serves none (a test's in-process services) keeps no monitor running.
 */
export async function serveMetrics(registry: Registry, port: number, host: string, ready: () => Promise<unknown> = async () => {}): Promise<RunningServer> {
  collectDefaultMetrics({ register: registry });
  const answer: RequestListener = (req, res) => {
    if (req.method === "GET" && req.url === "/metrics") {
      registry.metrics().then(
        (text) => res.writeHead(200, { "content-type": registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
      return;
    }
    if (req.method === "GET" && req.url === "/healthz") return void res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    if (req.method === "GET" && req.url === "/readyz") {
      Promise.race([ready(), new Promise((_, reject) => setTimeout(() => reject(new Error("timed out")), READY_TIMEOUT_MS).unref())]).then(
        () => res.writeHead(200, { "content-type": "text/plain" }).end("ready"),
        () => res.writeHead(503, { "content-type": "text/plain" }).end("unavailable"),
      );
      return;
    }
    res.writeHead(404).end();
  };
  return listen(answer, port, host);
}
