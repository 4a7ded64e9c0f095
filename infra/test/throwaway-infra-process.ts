import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";

export interface ThrowawayInfra {
  /** A URL on the throwaway server's maintenance database. */
  databaseUrl: string;
  /** The throwaway Redis, without a database number. */
  redisUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts infra/test/throwaway-infra.ts and waits until its Postgres and Redis are up. It runs in a process group of
 * its own, so Ctrl-C or a supervisor's SIGTERM to ours stops our processes before their Postgres and Redis: it stops
 * when we close its stdin, which our exit does too, however we end.
 */
export async function startThrowawayInfra(): Promise<ThrowawayInfra> {
  const entry = new URL("./throwaway-infra.ts", import.meta.url).pathname;
  const child = spawn(process.execPath, ["--import", "tsx", entry], { stdio: ["pipe", "pipe", "inherit"], detached: true });
  const exited = once(child, "exit");
  const [line] = (await Promise.race([once(createInterface({ input: child.stdout! }), "line"), exited.then(() => [null])])) as [string | null];
  if (!line) throw new Error("The test run's own Postgres and Redis did not start (see the lines above)");
  const { databaseUrl, redisUrl } = JSON.parse(line) as { databaseUrl: string; redisUrl: string };
  return {
    databaseUrl,
    redisUrl,
    async stop() {
      child.stdin!.end();
      await exited;
    },
  };
}
