import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_PORTS } from "@atelier/kit";
import { REPO_ROOT } from "../local/paths";
import { LOCAL_PORTS } from "../local/ports";

/**
 * `make dev` on a data folder of its own and ports moved by `offset` (with Postgres and Redis on the ports that
 * infra/load/run.sh gives), so that `make bench` and `make load` leave a running `make dev` untouched.
 */
export function ownStack(name: string, offset: number, env: Record<string, string> = {}) {
  if (!process.env.ATELIER_PG_PORT || !process.env.ATELIER_REDIS_PORT) {
    throw new Error(`Run it with \`make ${name}\`: infra/load/run.sh gives it Postgres and Redis ports of its own`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `atelier-${name}-`));
  const gatewayUrl = `http://127.0.0.1:${DEFAULT_PORTS.gateway + offset}`;
  const secret = randomBytes(32).toString("base64url");

  function start(): ChildProcess {
    return spawn("make", ["dev"], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: "ignore",
      env: {
        ...process.env,
        ATELIER_DATA_DIR: dataDir,
        ATELIER_PG_PORT: String(LOCAL_PORTS.postgres),
        ATELIER_REDIS_PORT: String(LOCAL_PORTS.redis),
        ATELIER_PORT_OFFSET: String(offset),
        INTERNAL_SECRET: secret,
        AUTH_RATE_LIMIT_MAX: "1000000",
        LOG_LEVEL: "warn",
        ...env,
      },
    });
  }

  /** Seconds from `started` (performance.now()) until the gateway reports ready. */
  async function secondsToFirst200(child: ChildProcess, started: number): Promise<number> {
    for (;;) {
      if (child.exitCode !== null) throw new Error("make dev exited before the gateway answered");
      try {
        if ((await fetch(`${gatewayUrl}/readyz`)).status === 200) return (performance.now() - started) / 1000;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop(child: ChildProcess): Promise<void> {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid!, "SIGINT");
    await exited;
  }

  return { gatewayUrl, secret, dataDir, start, secondsToFirst200, stop, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
