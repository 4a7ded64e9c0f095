import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { onTestFinished } from "vitest";
import { bundleArgs, type EntryFile } from "../../infra/build/service-bundles";

/**
 * A service's HTTP process (`main`) or worker process (`worker`), as `make dev` starts it (from the bundle the
 * global setup made), with only `env` set. Started
 * in a test, it is killed when the test ends if it is still running: a failed test leaves no service behind to take
 * the machine's cores from the tests after it.
 */
export function runService(service: string, env: Record<string, string>, file: EntryFile = "main") {
  const child = spawn(process.execPath, bundleArgs(service, file), {
    env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr, exited: once(child, "exit") as Promise<[number | null, string | null]> };
}

/** Still running: a process that has exited but is not yet reaped (a zombie) counts as stopped. */
export function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]![0] !== "Z";
  } catch {
    return false;
  }
}
