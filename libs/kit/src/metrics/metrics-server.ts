import type { RequestListener } from "node:http";
import { collectDefaultMetrics, type Registry } from "prom-client";
import { listen, type RunningServer } from "../run";

/**
 * Serves `/metrics` (Prometheus' text format) and `/healthz` on a port of the process's own, never the gateway's
 * public one: what a scraper and a probe read, and nothing else. Node's own figures (event loop lag, heap, GC, CPU)
 * join the registry here, so a process that serves none (a test's in-process services) keeps no monitor running.
 */
export async function serveMetrics(registry: Registry, port: number, host: string): Promise<RunningServer> {
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
    res.writeHead(404).end();
  };
  return listen(answer, port, host);
}
