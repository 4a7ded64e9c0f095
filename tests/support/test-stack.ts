import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Express, Router } from "express";
import type { ServiceName } from "@atelier/contracts";
import { buildService, disconnectDeps, listen, type RunningServer, type ServiceDeps } from "@atelier/kit";
import { accountsConfigSchema } from "../../services/accounts/src/config";
import { routes as accountsRoutes } from "../../services/accounts/src/http/routes";
import { aiServiceConfigSchema } from "../../services/ai-worker/src/config";
import { authConfigSchema } from "../../services/auth/src/config";
import { routes as aiRoutes } from "../../services/ai-worker/src/http/routes";
import { authRoutes } from "../../services/auth/src/http/routes";
import { gatewayConfigSchema, type GatewayConfig } from "../../services/gateway/src/config";
import { startGateway } from "../../services/gateway/src/server";
import { logisticsConfigSchema } from "../../services/logistics/src/config";
import { routes as logisticsRoutes } from "../../services/logistics/src/http/routes";
import { quotesConfigSchema } from "../../services/quotes/src/config";
import { routes as quotesRoutes } from "../../services/quotes/src/http/routes";
import { portalConfigSchema } from "../../services/portal/src/config";
import { routes as portalRoutes } from "../../services/portal/src/http/routes";
import { projectsConfigSchema } from "../../services/projects/src/config";
import { routes as projectsRoutes } from "../../services/projects/src/http/routes";
import { testDatabaseUrl, testRedisUrl } from "./test-infra";

export const TEST_SECRET = "integration-tests-internal-secret-0123456789";

export interface TestStack {
  gatewayUrl: string;
  authUrl: string;
  projectsUrl: string;
  /** Where the services keep objects: a temporary folder, or the S3 server the test gave. */
  storageSettings: Record<string, string>;
  /** A temporary folder for the quotes workers' mail (MAIL_OUTBOX_DIR), so no test writes to .data/outbox. */
  mailOutboxDir: string;
  /** The auth service's connections; tests read and write the shared database through `auth.prisma`. */
  auth: ServiceDeps<unknown>;
  /** Each service behind the gateway, with its app (whose router lists its routes) and its own address. */
  services: StartedService[];
  close(): Promise<void>;
}

export interface StartedService {
  name: ServiceName;
  url: string;
  app: Express;
}

type GatewayOverrides = Partial<Record<keyof GatewayConfig, string>>;

export interface TestStackOptions {
  gateway?: GatewayOverrides;
  /** S3 settings (from tests/support/s3-server) instead of a temporary folder on disk. */
  storage?: Record<string, string>;
  /** A Redis of the test's own (one it stops and starts) instead of the shared one. */
  redisUrl?: string;
  /** Settings of the projects service, e.g. OUTBOX_POLL_MS. */
  projects?: Record<string, string>;
  /** Settings of the AI service, e.g. OUTBOX_POLL_MS, or a REDIS_URL of its own to queue on while sessions stay on the shared one. */
  ai?: Record<string, string>;
  /** Settings of the quotes service, e.g. OUTBOX_POLL_MS. */
  quotes?: Record<string, string>;
  /** Settings of the auth service, e.g. OUTBOX_POLL_MS. */
  auth?: Record<string, string>;
  /** Settings of the logistics service, e.g. OUTBOX_POLL_MS. */
  logistics?: Record<string, string>;
  /** Settings of the portal service, e.g. PUBLIC_URL. */
  portal?: Record<string, string>;
  /** Settings of the accounts service, e.g. OUTBOX_POLL_MS. */
  accounts?: Record<string, string>;
}

const RELAY_OFF = { OUTBOX_POLL_MS: "0" };

/** Every service's outbox relay stopped, for a test that runs the relay it means to (each service's settings, to add to). */
export const RELAYS_OFF = {
  auth: RELAY_OFF,
  projects: RELAY_OFF,
  ai: RELAY_OFF,
  quotes: RELAY_OFF,
  logistics: RELAY_OFF,
  portal: RELAY_OFF,
  accounts: RELAY_OFF,
} satisfies TestStackOptions;

/**
 * The real gateway in front of the real services that have routes so far (auth, projects,
 * logistics, quotes, ai-worker, portal, accounts), each on a free port, against the test database and Redis.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const objectsDir = mkdtempSync(join(tmpdir(), "atelier-test-objects-"));
  const storageSettings = options.storage ?? { OBJECTS_DIR: objectsDir };
  const mailOutboxDir = mkdtempSync(join(tmpdir(), "atelier-test-outbox-"));
  const shared = {
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: options.redisUrl ?? testRedisUrl(),
    INTERNAL_SECRET: TEST_SECRET,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    PORT: "0",
  };
  const started: Array<{ running: RunningServer; deps: ServiceDeps<unknown>; service: StartedService }> = [];
  async function start<C extends Parameters<typeof buildService>[1]>(
    name: ServiceName,
    config: C,
    routes: (router: Router, deps: ServiceDeps<C>) => void,
  ) {
    const service = buildService(name, config, routes);
    const running = await listen(service.app, 0);
    const url = `http://127.0.0.1:${running.port}`;
    started.push({ running, deps: service.deps, service: { name, url, app: service.app } });
    return { url, deps: service.deps };
  }

  const auth = await start("auth", authConfigSchema.parse({ ...shared, ...storageSettings, PASSWORD_HASH_COST: "14", ...options.auth }), authRoutes);
  const projects = await start("projects", projectsConfigSchema.parse({ ...shared, ...storageSettings, ...options.projects }), projectsRoutes);
  const logistics = await start("logistics", logisticsConfigSchema.parse({ ...shared, ...storageSettings, ...options.logistics }), logisticsRoutes);
  const quotes = await start("quotes", quotesConfigSchema.parse({ ...shared, ...storageSettings, ...options.quotes }), quotesRoutes);
  const ai = await start("ai-worker", aiServiceConfigSchema.parse({ ...shared, ...storageSettings, ...options.ai }), aiRoutes);
  const portal = await start("portal", portalConfigSchema.parse({ ...shared, ...storageSettings, ...options.portal }), portalRoutes);
  const accounts = await start("accounts", accountsConfigSchema.parse({ ...shared, ...storageSettings, ...options.accounts }), accountsRoutes);
  const gateway = await startGateway(
    gatewayConfigSchema.parse({
      ...shared,
      AUTH_URL: auth.url,
      PROJECTS_URL: projects.url,
      LOGISTICS_URL: logistics.url,
      QUOTES_URL: quotes.url,
      AI_WORKER_URL: ai.url,
      PORTAL_URL: portal.url,
      ACCOUNTS_URL: accounts.url,
      AUTH_RATE_LIMIT_MAX: "1000",
      WEB_DIST: new URL("./web-dist", import.meta.url).pathname,
      ...options.gateway,
    }),
  );
  return {
    gatewayUrl: `http://127.0.0.1:${gateway.running.port}`,
    authUrl: auth.url,
    projectsUrl: projects.url,
    storageSettings,
    mailOutboxDir,
    auth: auth.deps,
    services: started.map(({ service }) => service),
    async close() {
      await gateway.close();
      for (const { running, deps } of started) {
        await running.close();
        await disconnectDeps(deps);
      }
      rmSync(objectsDir, { recursive: true, force: true });
      rmSync(mailOutboxDir, { recursive: true, force: true });
    },
  };
}
