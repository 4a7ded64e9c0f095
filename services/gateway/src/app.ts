import { randomUUID } from "node:crypto";
import express, { type Express, type Request } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { errorHandler, notFoundHandler } from "@atelier/kit/error-handler";
import { jsonBody } from "@atelier/kit/json-body";
import { httpLogSerializers, type Logger } from "@atelier/kit/logger";
import { httpMetrics } from "@atelier/kit/metrics/http-metrics";
import type { Redis } from "@atelier/kit/redis";
import type { Registry } from "prom-client";
import { resolveCaller } from "./caller";
import type { GatewayConfig } from "./config";
import { refuseCrossOrigin } from "./origin-check";
import { resolvePortalCaller } from "./portal-caller";
import { portalLinksVia } from "./portal-links";
import { proxyToServices } from "./proxy";
import { limitAuthAttempts } from "./rate-limit";
import { routeOf, serviceUrls, SIGN_IN_LIMITED_ROUTES } from "./routing";
import { refuseUntrustedHost, type TrustedOrigins } from "./trusted-origins";
import { webApp } from "./web-app";

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  origins: TrustedOrigins;
  metrics: Registry;
}

/** A request's label in the gateway's metrics: its route of the table (as proxied), or the web app's pages and files. */
function requestTemplate(req: Request): string | null {
  const path = req.originalUrl.split("?")[0] ?? "";
  return path === "/api" || path.startsWith("/api/") ? (routeOf(req.method, path)?.path ?? null) : "web app";
}

const contentSecurityPolicy = (objectStore: string[]) => ({
  directives: {
    defaultSrc: ["'self'"],
    connectSrc: ["'self'", "ws:", "wss:", ...objectStore],
    imgSrc: ["'self'", "data:", "blob:", ...objectStore],
    mediaSrc: ["'self'", "blob:", ...objectStore],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
});

async function readiness(deps: GatewayDeps): Promise<Record<string, string>> {
  const checks = Object.entries(serviceUrls(deps.config)).map(async ([name, url]) => {
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      return [name, response.ok ? "ok" : `status ${response.status}`] as const;
    } catch (error) {
      return [name, error instanceof Error ? error.message : String(error)] as const;
    }
  });
  const redis = deps.redis.ping().then(
    () => ["redis", "ok"] as const,
    (error: Error) => ["redis", error.message] as const,
  );
  return Object.fromEntries(await Promise.all([redis, ...checks]));
}

/** The only public HTTP surface: security headers, sessions, CSRF and rate limits, then the services and the web app. */
export function createGatewayApp(deps: GatewayDeps): Express {
  const { config, logger, redis, origins } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok", service: "gateway" });
  });
  app.get("/readyz", async (_req, res) => {
    const checks = await readiness(deps);
    const ready = Object.values(checks).every((state) => state === "ok");
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", checks });
  });
  // After the probes: what is timed is what people and the web app wait for.
  app.use(httpMetrics(deps.metrics, requestTemplate));

  app.use(refuseUntrustedHost(origins));

  const objectStoreUrl = config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT;
  const objectStore = objectStoreUrl ? [new URL(objectStoreUrl).origin] : [];
  app.use(helmet({ contentSecurityPolicy: contentSecurityPolicy(objectStore), hsts: config.TRUST_PROXY }));
  app.use(
    pinoHttp({
      serializers: httpLogSerializers,
      logger,
      genReqId: () => randomUUID(),
      autoLogging: { ignore: (req) => !req.url?.startsWith("/api") },
    }),
  );

  const api = express.Router();
  // The id every service logs this request under: a user reporting a problem can quote it.
  api.use((req, res, next) => {
    res.setHeader("X-Request-Id", String(req.id));
    next();
  });
  api.use(resolveCaller(redis, origins));
  api.use(refuseCrossOrigin(origins));
  const portalLimit = { max: config.PORTAL_RATE_LIMIT_MAX, windowSeconds: config.PORTAL_RATE_LIMIT_WINDOW_SECONDS };
  api.use(resolvePortalCaller(redis, portalLinksVia(config.PORTAL_URL, config.INTERNAL_SECRET, redis), portalLimit));
  api.use(jsonBody());
  const authLimit = limitAuthAttempts(redis, { max: config.AUTH_RATE_LIMIT_MAX, windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS });
  // Guessing passwords, mailing reset links to someone and trying reset tokens are all counted alike.
  for (const route of SIGN_IN_LIMITED_ROUTES) api[route.method.toLowerCase() as Lowercase<typeof route.method>](route.path, authLimit);
  api.use(proxyToServices(config, logger));

  app.use((req, res, next) => (req.path === "/api" || req.path.startsWith("/api/") ? api(req, res, next) : next()));
  app.use(webApp(config.WEB_DIST));
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
