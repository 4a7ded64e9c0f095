import { spawn, spawnSync } from "node:child_process";
import { dataPath } from "./paths";
import { isPortOpen, LOCAL_PORTS, waitFor } from "./ports";

export interface RedisServer {
  /** The server's URL without a database number: callers pick their own. */
  url: string;
  stop(): Promise<void>;
}

export class MissingDependencyError extends Error {}

/**
 * REDIS_URL's server when it is set; otherwise a redis-server of the project's own with its data
 * under .data/redis, started here unless one is already up.
 */
export async function ensureRedis(log: (line: string) => void): Promise<RedisServer> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => {} };
  const url = `redis://127.0.0.1:${LOCAL_PORTS.redis}`;
  if (await isPortOpen(LOCAL_PORTS.redis)) return { url, stop: async () => {} };

  if (spawnSync("redis-server", ["--version"]).error) {
    throw new MissingDependencyError("redis-server is not installed: run `sudo apt-get install -y redis-server` (or set REDIS_URL).");
  }
  const child = spawn(
    "redis-server",
    ["--port", String(LOCAL_PORTS.redis), "--bind", "127.0.0.1", "--dir", dataPath("redis"), "--appendonly", "yes", "--save", "", "--protected-mode", "yes"],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitFor(() => isPortOpen(LOCAL_PORTS.redis), 10_000, "redis-server");
  log(`Redis is up on 127.0.0.1:${LOCAL_PORTS.redis}`);
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
