import type { Request, RequestHandler } from "express";
import { Histogram, type Registry } from "prom-client";

/** A request no route took (a 404 before any route matched): one label value, so stray paths add no series. */
export const UNMATCHED_ROUTE = "unmatched";

/** Seconds: from a cached read to a PDF or an upload. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The template of the express route that took the request, once it has answered. */
const expressRouteOf = (req: Request): string | null => {
  const template = (req.route as { path?: unknown } | undefined)?.path;
  return typeof template === "string" ? `${req.baseUrl}${template}` : null;
};

/**
 * Times every request into `http_request_duration_seconds`, labelled by method, the route's template (never the
 * path itself, whose ids would make a series per record) and status. `templateOf` names the template where no
 * express route does (the gateway's proxy, which reads it from the route table).
 */
export function httpMetrics(registry: Registry, templateOf: (req: Request) => string | null = expressRouteOf): RequestHandler {
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  return (req, res, next) => {
    const end = duration.startTimer();
    res.on("finish", () => end({ method: req.method, route: templateOf(req) ?? UNMATCHED_ROUTE, status: String(res.statusCode) }));
    next();
  };
}
