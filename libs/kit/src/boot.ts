import type { ServiceName } from "@atelier/contracts";
import type { Express, Router } from "express";
import type { Registry } from "prom-client";
import type { z } from "zod";
import { createPrismaClient, type PrismaClient } from "@atelier/db";
import { onUnrecordedChange } from "./activity";
import { announcingOutboxCommits } from "./outbox/outbox-commits";
import { BackgroundWork } from "./background-work";
import { createProcessMetrics, serveConfiguredMetrics } from "./metrics";
import type { ReadinessChecks } from "./readiness";
import { baseConfigSchema, loadConfig } from "./config";
import { createLogger, type Logger } from "./logger";
import { createRedis, type Redis } from "./redis";
import { requireMigrated } from "./require-migrated";
import { listen, onShutdown, type RunningServer } from "./run";
import { installSafetyNet } from "./safety-net";
import { createServiceApp } from "./service";

export interface ServiceDeps<C> {
  config: C;
  logger: Logger;
  prisma: PrismaClient;
  redis: Redis;
  background: BackgroundWork;
  /** The process's metrics, served on METRICS_PORT when it is set; parts of the service add their own. */
  metrics: Registry;
}

type ServiceConfigSchema = z.ZodObject<typeof baseConfigSchema.shape & { PORT: z.ZodType<number> }>;

export interface BootOptions<S extends ServiceConfigSchema> {
  name: ServiceName;
  configSchema: S;
  /** Serves every route the table gives the service (and no other), each with its access rule. */
  routes: (router: Router, deps: ServiceDeps<z.infer<S>>) => void;
  env?: Record<string, string | undefined>;
}

/** Connects a service's dependencies from its configuration. */
export function connectDeps<C extends z.infer<typeof baseConfigSchema>>(name: string, config: C): ServiceDeps<C> {
  const logger = createLogger(name, config.LOG_LEVEL);
  return {
    config,
    logger,
    prisma: announcingOutboxCommits(createPrismaClient(config.DATABASE_URL)),
    redis: createRedis(config.REDIS_URL, { logger }),
    background: new BackgroundWork(),
    metrics: createProcessMetrics(name),
  };
}

/** Ready while the process reaches Postgres and Redis. */
export function readinessOf(deps: Pick<ServiceDeps<unknown>, "prisma" | "redis">): ReadinessChecks {
  return {
    database: () => deps.prisma.$queryRaw`SELECT 1`,
    redis: () => deps.redis.ping(),
  };
}

export async function disconnectDeps(deps: ServiceDeps<unknown>): Promise<void> {
  await deps.background.stop();
  await Promise.allSettled([deps.prisma.$disconnect(), deps.redis.quit()]);
}

/** A service's app with its connections, from a parsed configuration (tests build services this way too). */
export function buildService<C extends z.infer<ServiceConfigSchema>>(
  name: ServiceName,
  config: C,
  routes: (router: Router, deps: ServiceDeps<C>) => void,
): { app: Express; deps: ServiceDeps<C> } {
  const deps = connectDeps(name, config);
  const app = createServiceApp({
    name,
    logger: deps.logger,
    internalSecret: config.INTERNAL_SECRET,
    readiness: readinessOf(deps),
    routes: (router) => routes(router, deps),
    service: name,
    metrics: deps.metrics,
  });
  return { app, deps };
}

/** A service's whole start-up: config, connections, the app, listening, clean shutdown on SIGTERM, and the safety net. */
export async function bootService<S extends ServiceConfigSchema>(options: BootOptions<S>): Promise<RunningServer> {
  const config = loadConfig(options.configSchema, options.env);
  await requireMigrated(config.DATABASE_URL);
  const { app, deps } = buildService(options.name, config, options.routes);
  onUnrecordedChange((route) => deps.logger.error({ route }, "a change answered success and recorded no activity"));
  const running = await listen(app, config.PORT, config.HOST);
  const metrics = await serveConfiguredMetrics(config, deps.metrics);
  deps.logger.info({ port: running.port, metricsPort: metrics?.port }, `${options.name} listening`);
  const shutdown = onShutdown(deps.logger, async () => {
    await running.close();
    await metrics?.close();
    await disconnectDeps(deps);
  }, { supervisorPid: config.SUPERVISOR_PID });
  installSafetyNet(deps.logger, shutdown);
  return running;
}
