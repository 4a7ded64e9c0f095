import type { RequestListener } from "node:http";
import { collectDefaultMetrics, type Registry } from "prom-client";
import type { CoreConfig } from "../config";
import { runChecks, type ReadinessChecks } from "../readiness";
import { listen, type RunningServer } from "../run";

/**
 * Serves `/metrics` (Prometheus' text format), `/healthz` and `/readyz` on a port of the process's own, never the
 * gateway's public one: what a scraper and the probes read, and nothing else. `/readyz` answers 503 while one of
 * `readiness` fails (a worker that lost Redis or Postgres). Node's own figures (event loop lag, heap, GC, CPU) join
 * the registry here, so a process that serves none (a test's in-process services) keeps no monitor running.
 */
export async function serveMetrics(registry: Registry, port: number, host: string, readiness: ReadinessChecks = {}): Promise<RunningServer> {
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
      void runChecks(readiness).then(({ ready }) => res.writeHead(ready ? 200 : 503, { "content-type": "text/plain" }).end(ready ? "ready" : "unavailable"));
      return;
    }
    res.writeHead(404).end();
  };
  return listen(answer, port, host);
}

/** The process's metrics served on METRICS_PORT when it is set; null when it is not. */
export async function serveConfiguredMetrics(config: Pick<CoreConfig, "METRICS_PORT" | "HOST">, registry: Registry, readiness?: ReadinessChecks): Promise<RunningServer | null> {
  return config.METRICS_PORT === undefined ? null : serveMetrics(registry, config.METRICS_PORT, config.HOST, readiness);
}
