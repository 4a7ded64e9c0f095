import { createLogger } from "@atelier/kit/logger";
import { createRedis } from "@atelier/kit/redis";
import { createProcessMetrics } from "@atelier/kit/metrics/process-metrics";
import { serveConfiguredMetrics } from "@atelier/kit/metrics/metrics-server";
import { listen, type RunningServer } from "@atelier/kit/run";
import { createGatewayApp } from "./app";
import type { GatewayConfig } from "./config";
import { handleExpectContinueAsRequests } from "./expect-continue";
import { checkPortalLinks } from "./portal-link-check";
import { portalLinksVia } from "./portal-links";
import { projectAccessVia } from "./project-access";
import { cutOffStalledRequests, headersDeadline } from "./stalled-requests";
import { attachSocketServer } from "./socket";
import { trustedOrigins } from "./trusted-origins";

export interface Gateway {
  running: RunningServer;
  close(): Promise<void>;
}

/** The gateway's HTTP server with Socket.IO attached, from a parsed configuration. */
export async function startGateway(config: GatewayConfig): Promise<Gateway> {
  const logger = createLogger("gateway", config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, { logger });
  const origins = trustedOrigins(config);
  const metrics = createProcessMetrics("gateway");
  const app = createGatewayApp({ config, logger, redis, origins, metrics });
  const running = await listen(app, config.PORT, config.HOST, headersDeadline(config.REQUEST_HEADERS_SECONDS * 1000));
  const metricsServer = await serveConfiguredMetrics(config, metrics);
  handleExpectContinueAsRequests(running.server);
  cutOffStalledRequests(running.server, config.REQUEST_IDLE_SECONDS * 1000);
  const sockets = attachSocketServer(running.server, {
    redis,
    origins,
    sessionCheckMs: config.SOCKET_SESSION_CHECK_SECONDS * 1000,
    canWatchProject: projectAccessVia(config.PROJECTS_URL, config.INTERNAL_SECRET),
    checkPortalLink: checkPortalLinks(redis, portalLinksVia(config.PORTAL_URL, config.INTERNAL_SECRET, redis), {
      max: config.PORTAL_RATE_LIMIT_MAX,
      windowSeconds: config.PORTAL_RATE_LIMIT_WINDOW_SECONDS,
    }),
    trustProxy: config.TRUST_PROXY,
    metrics,
  });
  logger.info({ port: running.port, metricsPort: metricsServer?.port }, "gateway listening");
  return {
    running,
    async close() {
      // Socket.IO closes the HTTP server too, and would wait for its last connection however long it lives:
      // running.close() meanwhile ends idle connections at once and the rest after a few seconds.
      await Promise.all([sockets.close(), running.close(), metricsServer?.close()]);
      // Redis may have gone first when the whole process group was stopped: nothing is left to flush.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
