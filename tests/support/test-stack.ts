import type { Router } from "express";
import { inject } from "vitest";
import { buildService, listen, serviceConfigSchema, type RunningServer, type ServiceDeps } from "@atelier/kit";
import { authConfigSchema } from "../../services/auth/src/config";
import { routes as aiRoutes } from "../../services/ai-worker/src/http/routes";
import { authRoutes } from "../../services/auth/src/http/routes";
import { gatewayConfigSchema, type GatewayConfig } from "../../services/gateway/src/config";
import { startGateway } from "../../services/gateway/src/server";
import { routes as logisticsRoutes } from "../../services/logistics/src/http/routes";
import { routes as projectsRoutes } from "../../services/projects/src/http/routes";

export const TEST_SECRET = "integration-tests-internal-secret-0123456789";

export interface TestStack {
  gatewayUrl: string;
  authUrl: string;
  /** The auth service's connections; tests read and write the shared database through `auth.prisma`. */
  auth: ServiceDeps<unknown>;
  close(): Promise<void>;
}

type GatewayOverrides = Partial<Record<keyof GatewayConfig, string>>;

/**
 * The real gateway in front of the real services that have routes so far (auth, projects,
 * logistics, ai-worker), each on a free port, against the test database and Redis.
 */
export async function startTestStack(gatewayOverrides: GatewayOverrides = {}): Promise<TestStack> {
  const shared = {
    DATABASE_URL: inject("databaseUrl"),
    REDIS_URL: inject("redisUrl"),
    INTERNAL_SECRET: TEST_SECRET,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    PORT: "0",
  };
  const started: Array<{ running: RunningServer; deps: ServiceDeps<unknown> }> = [];
  async function start<C extends Parameters<typeof buildService>[1]>(name: string, config: C, routes: (router: Router, deps: ServiceDeps<C>) => void) {
    const service = buildService(name, config, routes);
    const running = await listen(service.app, 0);
    started.push({ running, deps: service.deps });
    return { url: `http://127.0.0.1:${running.port}`, deps: service.deps };
  }

  const auth = await start("auth", authConfigSchema.parse({ ...shared, PASSWORD_HASH_COST: "14" }), authRoutes);
  const projects = await start("projects", serviceConfigSchema("projects").parse(shared), projectsRoutes);
  const logistics = await start("logistics", serviceConfigSchema("logistics").parse(shared), logisticsRoutes);
  const ai = await start("ai-worker", serviceConfigSchema("ai-worker").parse(shared), aiRoutes);
  const gateway = await startGateway(
    gatewayConfigSchema.parse({
      ...shared,
      AUTH_URL: auth.url,
      PROJECTS_URL: projects.url,
      LOGISTICS_URL: logistics.url,
      AI_WORKER_URL: ai.url,
      AUTH_RATE_LIMIT_MAX: "1000",
      WEB_DIST: new URL("./web-dist", import.meta.url).pathname,
      ...gatewayOverrides,
    }),
  );
  return {
    gatewayUrl: `http://127.0.0.1:${gateway.running.port}`,
    authUrl: auth.url,
    auth: auth.deps,
    async close() {
      await gateway.close();
      for (const { running, deps } of started) {
        await running.close();
        await deps.prisma.$disconnect();
        await deps.redis.quit();
      }
    },
  };
}
