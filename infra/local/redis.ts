import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataPath } from "./paths";
import { isPortOpen, LOCAL_PORTS, waitFor } from "./ports";

export interface RedisServer {
  /** The server's URL, with its password, without a database number: callers pick their own. */
  url: string;
  stop(): Promise<void>;
}

export class MissingDependencyError extends Error {}

const urlOf = (port: number, password: string) => `redis://:${password}@127.0.0.1:${port}`;

/** The password of the project's own Redis, generated once into .data/redis/password (readable by its owner only). */
function localPassword(dir: string): string {
  const file = path.join(dir, "password");
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

/**
 * A redis-server that requires `password`, listening on 127.0.0.1:`port`, with its data in `dir`; a `throwaway`
 * one (a test run's) keeps nothing on disk.
 */
export async function startRedis(
  dir: string,
  port: number,
  password: string,
  log: (line: string) => void,
  { throwaway = false }: { throwaway?: boolean } = {},
): Promise<RedisServer> {
  if (spawnSync("redis-server", ["--version"]).error) {
    throw new MissingDependencyError("redis-server is not installed: run `sudo apt-get install -y redis-server` (or set REDIS_URL).");
  }
  // The password goes in on stdin as a config file, so that `ps` never shows it.
  const child = spawn("redis-server", ["-", "--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--appendonly", throwaway ? "no" : "yes", "--save", ""], {
    stdio: ["pipe", "ignore", "ignore"],
  });
  child.stdin!.end(`requirepass ${password}\n`);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitFor(() => isPortOpen(port), 10_000, "redis-server");
  log(`Redis is up on 127.0.0.1:${port}`);
  return {
    url: urlOf(port, password),
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * REDIS_URL's server when it is set; otherwise a password-protected redis-server of the project's own
 * with its data under .data/redis, started here unless one is already up.
 */
export async function ensureRedis(log: (line: string) => void): Promise<RedisServer> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => {} };
  const dir = dataPath("redis");
  const password = localPassword(dir);
  if (await isPortOpen(LOCAL_PORTS.redis)) return { url: urlOf(LOCAL_PORTS.redis, password), stop: async () => {} };
  return startRedis(dir, LOCAL_PORTS.redis, password, log);
}
