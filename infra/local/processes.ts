import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { bundleArgs, type EntryFile } from "../build/service-bundles";
import { dataPath, REPO_ROOT } from "./paths";

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

const LEVELS: Record<number, string> = { 40: "WARN", 50: "ERROR", 60: "FATAL" };

/** Prints a service's warnings and errors; its full JSON log goes to .data/logs/<name>.log. */
function relay(name: string, line: string): void {
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
    const level = LEVELS[entry.level ?? 0];
    if (level) console.log(`[${name}] ${level} ${entry.msg ?? ""}${entry.err?.message ? `: ${entry.err.message}` : ""}`);
  } catch {
    if (line.trim()) console.log(`[${name}] ${line}`);
  }
}

/** Starts the bundle of `services/<service>/src/<entry>.ts` (buildServiceBundles); `name` labels its log (a service may run several processes). */
export function startService(name: string, env: NodeJS.ProcessEnv, service = name, entryFile: EntryFile = "main"): ServiceProcess {
  const child = spawn(process.execPath, bundleArgs(service, entryFile), {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logFile = createWriteStream(path.join(dataPath("logs"), `${name}.log`), { flags: "a" });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.pipe(logFile);
    let buffered = "";
    stream.on("data", (chunk: Buffer) => {
      const lines = (buffered + chunk.toString("utf8")).split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) relay(name, line);
    });
  }
  child.once("close", () => logFile.end());
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, child, exited };
}

export async function stopService(service: ServiceProcess): Promise<void> {
  if (service.child.exitCode === null) service.child.kill("SIGTERM");
  await service.exited;
}
