import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_PORTS } from "@atelier/kit";
import { freePortOffset } from "../../infra/local/ports";
import { signedInDesigner } from "../support/designers";
import { developerEnv } from "../support/developer-env";
import { isRunning } from "../support/service-process";

/** `make dev`'s launcher, on ports and a Postgres and Redis of its own (`--ephemeral`). */
const STACK = new URL("../../infra/local/stack.ts", import.meta.url).pathname;

/** The stack's own child processes, by pid, with their command lines. */
function childrenOf(pid: number): Array<{ pid: number; command: string }> {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const parent = Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
        return parent === pid ? [{ pid: Number(entry), command: readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ") }] : [];
      } catch {
        return [];
      }
    });
}

function descendantsOf(pid: number): Array<{ pid: number; command: string }> {
  return childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child.pid)]);
}

describe("make dev's launcher", () => {
  let stack: ReturnType<typeof spawn>;
  let output = "";
  let gatewayUrl: string;

  beforeAll(async () => {
    const offset = await freePortOffset();
    stack = spawn(process.execPath, ["--import", "tsx", STACK, "--ephemeral"], {
      env: { ...developerEnv(), ATELIER_PORT_OFFSET: String(offset), LOG_LEVEL: "warn", AUTH_RATE_LIMIT_MAX: "1000" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    stack.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    stack.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    gatewayUrl = `http://127.0.0.1:${DEFAULT_PORTS.gateway + offset}`;
    await vi.waitFor(() => expect(output).toContain("Atelier is running"), { timeout: 110_000, interval: 200 });
  }, 120_000);

  afterAll(() => {
    if (stack.exitCode === null) process.kill(-stack.pid!, "SIGKILL");
  });

  it("restarts a service that crashed, saying so in one line, while the rest keeps serving", async () => {
    const { client } = await signedInDesigner(gatewayUrl);
    expect((await client.get("/api/projects")).status).toBe(200);
    const projects = childrenOf(stack.pid!).find(({ command }) => command.includes("services/projects/dist/main.mjs"))!;
    process.kill(projects.pid, "SIGKILL");

    await expect.poll(() => output, { timeout: 10_000 }).toMatch(/\[atelier\] projects was killed \(SIGKILL\); restarting it in 1 s \(see \.data\/logs\/projects\.log\)\n/);
    // The gateway and the session survive the crash: the same designer is served again once projects is back.
    await expect.poll(async () => (await client.get("/api/projects")).status, { timeout: 60_000, interval: 250 }).toBe(200);
    expect(childrenOf(stack.pid!).some(({ command }) => command.includes("services/projects/dist/main.mjs"))).toBe(true);
  }, 90_000);

  it("stops every process it started on Ctrl-C", async () => {
    const started = descendantsOf(stack.pid!);
    // Six services, the AI job worker, the gateway, and Postgres and Redis with their helper process.
    expect(started.length).toBeGreaterThanOrEqual(11);
    // Ctrl-C in a terminal signals the whole process group.
    process.kill(-stack.pid!, "SIGINT");
    const [code] = (await once(stack, "exit")) as [number | null];
    expect(code).toBe(0);
    // A process stopped by the same Ctrl-C may finish exiting a moment after the launcher (seen once under load).
    await expect.poll(() => started.filter(({ pid }) => isRunning(pid)), { timeout: 15_000 }).toEqual([]);
    // Only the crash of the test above was restarted: processes stopping on Ctrl-C are not.
    expect(output.match(/restarting it/g)).toHaveLength(1);
  }, 60_000);
});
