/**
 * Runs the whole of Atelier on one machine: Postgres and Redis (embedded defaults unless
 * DATABASE_URL / REDIS_URL are set), migrations, the demo account, every service, a worker process for
 * each service with jobs, and the gateway, each process from its bundle (infra/build/service-bundles.ts).
 * Ctrl-C stops everything it started. `--ephemeral` (end-to-end tests) runs on a Postgres and a Redis
 * of its own, unless DATABASE_URL / REDIS_URL are set, and on a database that is dropped on exit.
 * ATELIER_PORT_OFFSET=N moves every service's port by N.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { applyMigrations, createScratchDatabase, ensureDatabase, urlOfDatabase } from "@atelier/db";
import { DEFAULT_PORTS } from "@atelier/kit";
import { buildServiceBundles } from "../build/service-bundles";
import { ensureDemoAccount, DEMO_ACCOUNT } from "../../services/auth/src/demo-account";
import { metricsPorts, writeMetricsTargets } from "./metrics-targets";
import { dataPath } from "./paths";
import { waitFor } from "./ports";
import { startThrowawayInfra } from "../test/throwaway-infra-process";
import { ensurePostgres, type PostgresServer } from "./postgres";
import { startService } from "./processes";
import { stackProcesses, type StackProcess } from "./stack-processes";
import { ensureRedis, MissingDependencyError, type RedisServer } from "./redis";
import { supervise, type SupervisedService } from "./supervisor";

const { values: args } = parseArgs({
  options: {
    ephemeral: { type: "boolean", default: false },
  },
});
const offset = Number(process.env.ATELIER_PORT_OFFSET ?? 0);
const log = (line: string) => console.log(`[atelier] ${line}`);
const cleanups: Array<() => Promise<void>> = [];
const services: SupervisedService[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    log("Stopping…");
    await Promise.all(services.map((service) => service.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: Error) => log(error.message));
  }
  process.exit(code);
}
process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));

async function gatewayReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/readyz`)).ok;
  } catch {
    return false;
  }
}

/**
 * DATABASE_URL as given; otherwise "atelier" on the embedded server, or a throwaway database with --ephemeral. On a
 * throwaway server the database goes with the server, so it is not dropped at stop: that only added work (and an
 * error) to every stop while the services were closing.
 */
async function appDatabase(adminUrl: string, { throwawayServer }: { throwawayServer: boolean }): Promise<string> {
  if (args.ephemeral) {
    const database = await createScratchDatabase(adminUrl, "e2e");
    if (!throwawayServer) cleanups.push(database.drop);
    return database.url;
  }
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  await ensureDatabase(adminUrl, "atelier");
  return urlOfDatabase(adminUrl, "atelier");
}

/** A folder under the data folder (.data/objects for photos, .data/outbox for mail); a throwaway one with --ephemeral. */
async function dataFolder(name: string): Promise<string> {
  if (!args.ephemeral) return dataPath(name);
  const dir = await mkdtemp(path.join(tmpdir(), `atelier-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The embedded (or configured) Postgres and Redis; with --ephemeral, throwaway ones where none is configured. */
async function infrastructure(): Promise<{ postgres: PostgresServer; redis: RedisServer; throwawayServer: boolean }> {
  if (args.ephemeral && !(process.env.DATABASE_URL && process.env.REDIS_URL)) {
    const infra = await startThrowawayInfra();
    cleanups.push(infra.stop);
    return {
      postgres: { adminUrl: infra.databaseUrl, stop: async () => {} },
      redis: { url: infra.redisUrl, stop: async () => {} },
      throwawayServer: true,
    };
  }
  const postgres = await ensurePostgres(log);
  cleanups.push(postgres.stop);
  const redis = await ensureRedis(log);
  cleanups.push(redis.stop);
  return { postgres, redis, throwawayServer: false };
}

/** Bundles the service processes whose sources changed, while Postgres and Redis start. */
async function bundleServices(): Promise<void> {
  const made = await buildServiceBundles();
  if (made > 0) log(`Bundled ${made} service processes`);
}

async function main(): Promise<void> {
  const [{ postgres, redis, throwawayServer }] = await Promise.all([infrastructure(), bundleServices()]);

  const appDatabaseUrl = await appDatabase(postgres.adminUrl, { throwawayServer });
  await applyMigrations(appDatabaseUrl);
  await ensureDemoAccount(appDatabaseUrl);

  // The end-to-end stack keeps its sessions and queues in a Redis database of its own.
  const redisUrl = process.env.REDIS_URL ?? `${redis.url}/${args.ephemeral ? 3 : 0}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? "development",
    DATABASE_URL: appDatabaseUrl,
    REDIS_URL: redisUrl,
    INTERNAL_SECRET: process.env.INTERNAL_SECRET ?? randomBytes(32).toString("base64url"),
    OBJECTS_DIR: process.env.OBJECTS_DIR ?? (await dataFolder("objects")),
    MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? (await dataFolder("outbox")),
    // Each process stops once this launcher is gone, even when it was killed outright and cleaned up nothing.
    SUPERVISOR_PID: String(process.pid),
  };
  const portOf = (name: keyof typeof DEFAULT_PORTS) => String(DEFAULT_PORTS[name] + offset);
  const urlOf = (name: keyof typeof DEFAULT_PORTS) => `http://127.0.0.1:${portOf(name)}`;
  const run = (...args: Parameters<typeof startService>) => services.push(supervise(() => startService(...args), log));
  const serviceUrls = {
    AUTH_URL: urlOf("auth"),
    PROJECTS_URL: urlOf("projects"),
    AI_WORKER_URL: urlOf("ai-worker"),
    QUOTES_URL: urlOf("quotes"),
    LOGISTICS_URL: urlOf("logistics"),
    PORTAL_URL: urlOf("portal"),
    ACCOUNTS_URL: urlOf("accounts"),
  };
  const processes = stackProcesses();
  // `make dev` serves each process's metrics for a local Prometheus; the end-to-end stack has no use for them.
  const metrics = args.ephemeral ? null : metricsPorts(processes, offset);
  const metricsTargetsFile = path.join(dataPath(), "metrics-targets.json");
  if (metrics) await writeMetricsTargets(metricsTargetsFile, processes, metrics);
  // Workers and the gateway call the services; an HTTP process listens on its port.
  const envOf = ({ name, service, entry }: StackProcess): NodeJS.ProcessEnv => {
    const own = { ...env, ...(metrics ? { METRICS_PORT: String(metrics.get(name)) } : {}) };
    if (entry === "worker") return { ...own, ...serviceUrls };
    const port = { PORT: portOf(service as keyof typeof DEFAULT_PORTS) };
    return service === "gateway" ? { ...own, ...port, ...serviceUrls } : { ...own, ...port };
  };
  for (const each of processes) run(each.name, envOf(each), each.service, each.entry);

  const gatewayUrl = `http://localhost:${portOf("gateway")}`;
  await waitFor(() => gatewayReady(gatewayUrl), 90_000, "the gateway to report ready");
  log(`Atelier is running at ${gatewayUrl}`);
  log(`Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  if (metrics) log(`Metrics: Prometheus scrape targets in ${metricsTargetsFile}`);
  log("Press Ctrl-C to stop.");
}

main().catch(async (error: unknown) => {
  console.error(error instanceof MissingDependencyError ? error.message : error);
  await stopAll(1);
});
