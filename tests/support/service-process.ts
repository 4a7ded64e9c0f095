import { spawn } from "node:child_process";
import { once } from "node:events";

const entry = (service: string, file: string) => new URL(`../../services/${service}/src/${file}.ts`, import.meta.url).pathname;

/** A service's HTTP process (`main`) or worker process (`worker`), as `make dev` starts it, with only `env` set. */
export function runService(service: string, env: Record<string, string>, file: "main" | "worker" = "main") {
  const child = spawn(process.execPath, ["--import", "tsx", entry(service, file)], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr, exited: once(child, "exit") as Promise<[number | null, string | null]> };
}
