import { inject } from "vitest";
import { buildService, listen, type ServiceDeps } from "@atelier/kit";
import { authConfigSchema } from "../../services/auth/src/config";
import { authRoutes } from "../../services/auth/src/http/routes";
import { gatewayConfigSchema, type GatewayConfig } from "../../services/gateway/src/config";
import { startGateway } from "../../services/gateway/src/server";

export const TEST_SECRET = "integration-tests-internal-secret-0123456789";

export interface TestStack {
  gatewayUrl: string;
  authUrl: string;
  auth: ServiceDeps<unknown>;
  close(): Promise<void>;
}

type GatewayOverrides = Partial<Record<keyof GatewayConfig, string>>;

/** The real gateway in front of the real auth service, on free ports, against the test database and Redis. */
export async function startTestStack(gatewayOverrides: GatewayOverrides = {}): Promise<TestStack> {
  const shared = {
    DATABASE_URL: inject("databaseUrl"),
    REDIS_URL: inject("redisUrl"),
    INTERNAL_SECRET: TEST_SECRET,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
  };
  const authService = buildService("auth", authConfigSchema.parse({ ...shared, PORT: "0", PASSWORD_HASH_COST: "14" }), authRoutes);
  const auth = await listen(authService.app, 0);
  const authUrl = `http://127.0.0.1:${auth.port}`;
  const gateway = await startGateway(
    gatewayConfigSchema.parse({
      ...shared,
      PORT: "0",
      AUTH_URL: authUrl,
      AUTH_RATE_LIMIT_MAX: "1000",
      WEB_DIST: new URL("./web-dist", import.meta.url).pathname,
      ...gatewayOverrides,
    }),
  );
  return {
    gatewayUrl: `http://127.0.0.1:${gateway.running.port}`,
    authUrl,
    auth: authService.deps,
    async close() {
      await gateway.close();
      await auth.close();
      await authService.deps.prisma.$disconnect();
      await authService.deps.redis.quit();
    },
  };
}
