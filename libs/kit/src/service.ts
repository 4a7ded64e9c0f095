import { randomUUID } from "node:crypto";
import express, { type Express, type RequestHandler, type Router } from "express";
import { pinoHttp } from "pino-http";
import { assertEveryRouteDeclared, declareRoutes, publicRoute } from "./access";
import { errorHandler, notFoundHandler } from "./error-handler";
import { HttpError } from "./http-error";
import { IDENTITY_HEADERS, verifyIdentity, type Identity } from "./identity";
import { jsonBody } from "./json-body";
import { httpLogSerializers, type Logger } from "./logger";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set for every request that reached a route: the gateway-signed caller. */
      identity: Identity;
    }
  }
}

export type ReadinessChecks = Record<string, () => Promise<unknown>>;

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  internalSecret: string;
  readiness: ReadinessChecks;
  /** Adds the routes, each declared with its access rule (see access/declare-routes.ts). */
  routes: (router: Router) => void;
  /** Paths whose bodies are not JSON (uploads); everything else with a body must be JSON. */
  nonJsonPaths?: RegExp[];
}

const READINESS_TIMEOUT_MS = 2_000;

async function runChecks(checks: ReadinessChecks): Promise<{ ready: boolean; checks: Record<string, string> }> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => setTimeout(() => reject(new Error("timed out")), READINESS_TIMEOUT_MS).unref()),
        ]);
        return [name, "ok"] as const;
      } catch (error) {
        return [name, error instanceof Error ? error.message : String(error)] as const;
      }
    }),
  );
  return { ready: entries.every(([, state]) => state === "ok"), checks: Object.fromEntries(entries) };
}

function hasBody(req: express.Request): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

function requireJsonBodies(nonJsonPaths: RegExp[]): RequestHandler {
  return (req, _res, next) => {
    if (!hasBody(req) || req.is("application/json") || nonJsonPaths.some((path) => path.test(req.path))) return next();
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
  const probes = declareRoutes(health);
  probes.get("/healthz", publicRoute("health probes come from orchestrators, not users"), (_req, res) => {
    res.json({ status: "ok", service: options.name });
  });
  probes.get("/readyz", publicRoute("health probes come from orchestrators, not users"), async (_req, res) => {
    const result = await runChecks(options.readiness);
    res.status(result.ready ? 200 : 503).json({ status: result.ready ? "ready" : "unavailable", checks: result.checks });
  });
  app.use(health);

  app.use(
    pinoHttp({
      serializers: httpLogSerializers,
      logger: options.logger,
      genReqId: (req) => (req.headers[IDENTITY_HEADERS.requestId] as string | undefined) ?? randomUUID(),
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    }),
  );
  app.use(requireGatewayIdentity(options.internalSecret));
  app.use(requireJsonBodies(options.nonJsonPaths ?? []));
  app.use(jsonBody());

  const router = express.Router();
  options.routes(router);
  app.use(router);
  assertEveryRouteDeclared(app.router);

  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}
