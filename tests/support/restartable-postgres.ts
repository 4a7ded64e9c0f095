import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";

const PROCESS = new URL("./restartable-postgres-process.ts", import.meta.url).pathname;

export interface RestartablePostgres {
  adminUrl: string;
  /** Stops the server as an operator's restart does: connections are ended, new ones refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  close(): Promise<void>;
}

/** A Postgres cluster of the caller's own, on a free port, that it can stop and start (restartable-postgres-process.ts). */
export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const child = spawn(process.execPath, ["--import", "tsx", PROCESS], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextLine = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error("the restartable Postgres exited");
    return value as string;
  };
  const { adminUrl } = JSON.parse(await nextLine()) as { adminUrl: string };
  const command = async (name: "stop" | "start", answer: string) => {
    child.stdin!.write(`${name}\n`);
    const line = await nextLine();
    if (line !== answer) throw new Error(`the restartable Postgres answered "${line}" to ${name}`);
  };
  return {
    adminUrl,
    stop: () => command("stop", "stopped"),
    start: () => command("start", "started"),
    async close() {
      child.stdin!.end();
      if (child.exitCode === null) await once(child, "exit");
    },
  };
}
