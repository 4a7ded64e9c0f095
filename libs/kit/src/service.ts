import { randomUUID } from "node:crypto";
import { routePattern, routeTable, type ServiceName } from "@atelier/contracts";
import express, { type Express, type RequestHandler, type Router } from "express";
import { pinoHttp } from "pino-http";
import type { Registry } from "prom-client";
import { assertEveryRouteDeclared, assertServesItsRoutes, declareRoute, publicRoute } from "./access";
import { errorHandler, notFoundHandler } from "./error-handler";
import { HttpError } from "./http-error";
import { IDENTITY_HEADERS, verifyIdentity, type Identity } from "./identity";
import { jsonBody } from "./json-body";
import { httpMetrics } from "./metrics";
import { httpLogSerializers, type Logger } from "./logger";
import { runChecks, type ReadinessChecks } from "./readiness";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set for every request that reached a route: the gateway-signed caller. */
      identity: Identity;
    }
  }
}

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  internalSecret: string;
  readiness: ReadinessChecks;
  /** Adds the routes, each declared with its access rule (see access/declare-routes.ts). */
  routes: (router: Router) => void;
  /** The service of the route table whose routes the app serves, all of them and no other. */
  service?: ServiceName;
  /** Where each request's time goes, by route template and status (http_request_duration_seconds). */
  metrics?: Registry;
}

function hasBody(req: express.Request): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** The service's routes whose bodies are uploads (multipart, or a file's bytes), as method and path pattern. */
function uploadRoutes(service: ServiceName | undefined): { method: string; pattern: RegExp }[] {
  return Object.values(routeTable)
    .filter((route) => route.service === service && route.upload)
    .map((route) => ({ method: route.method, pattern: routePattern(route.path) }));
}

function requireJsonBodies(uploads: { method: string; pattern: RegExp }[]): RequestHandler {
  const isUpload = (req: express.Request) => uploads.some(({ method, pattern }) => method === req.method && pattern.test(req.path));
  return (req, _res, next) => {
    if (!hasBody(req) || req.is("application/json") || isUpload(req)) return next();
    next(new HttpError(415, "Content-Type must be application/json"));
  };
}

function requireGatewayIdentity(secret: string): RequestHandler {
  return (req, _res, next) => {
    const identity = verifyIdentity(secret, req.headers, req.method, req.originalUrl);
    if (!identity) return next(new HttpError(401, "Requests must come through the gateway"));
    req.identity = identity;
    next();
  };
}

/** The express app every service runs: health, logs with the gateway's request id, identity, JSON, errors. */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");

  // Before identity and logging: orchestrators probe these without the gateway's signature.
  const health = express.Router();
  const probe = publicRoute("health probes come from orchestrators, not users");
  declareRoute(health, "get", "/healthz", probe, (_req, res) => {
    res.json({ status: "ok", service: options.name });
  });
  declareRoute(health, "get", "/readyz", probe, async (_req, res) => {
    const result = await runChecks(options.readiness);
    res.status(result.ready ? 200 : 503).json({ status: result.ready ? "ready" : "unavailable", checks: result.checks });
  });
  app.use(health);
  if (options.metrics) app.use(httpMetrics(options.metrics));

  app.use(
    pinoHttp({
      serializers: httpLogSerializers,
      logger: options.logger,
      genReqId: (req) => (req.headers[IDENTITY_HEADERS.requestId] as string | undefined) ?? randomUUID(),
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    }),
  );
  app.use(requireGatewayIdentity(options.internalSecret));
  app.use(requireJsonBodies(uploadRoutes(options.service)));
  app.use(jsonBody());

  const router = express.Router();
  options.routes(router);
  app.use(router);
  assertEveryRouteDeclared(app.router);
  if (options.service) assertServesItsRoutes(router, options.service);

  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}
