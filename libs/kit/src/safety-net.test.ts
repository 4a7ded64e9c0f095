import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const FIXTURE = fileURLToPath(new URL("./test-fixtures/safety-net-process.ts", import.meta.url));

interface Running {
  child: ChildProcess;
  get: (path: string) => Promise<string>;
  output: () => string;
  exited: Promise<number | null>;
}

async function startProcess(): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", FIXTURE], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const port = await new Promise<number>((resolve, reject) => {
    const look = () => {
      const match = /\{"port":(\d+)\}/.exec(output);
      if (match) return resolve(Number(match[1]));
      if (child.exitCode !== null) return reject(new Error(`the fixture exited: ${output}`));
      setTimeout(look, 20);
    };
    look();
  });
  const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  return { child, get, output: () => output, exited };
}

let running: Running | undefined;
afterEach(() => {
  if (running?.child.exitCode === null) running.child.kill("SIGKILL");
  running = undefined;
});

describe("the process safety net", () => {
  it("logs a rejected promise nobody awaited and keeps serving", async () => {
    running = await startProcess();
    expect(await running.get("/reject")).toBe("rejected");
    await expect.poll(() => running!.output()).toContain("unhandled promise rejection; still serving");
    expect(running.output()).toContain("nobody awaited this");
    expect(await running.get("/ping")).toBe("pong");
    expect(running.child.exitCode).toBeNull();
  }, 20_000);

  it("logs an uncaught exception, lets the request in flight finish, and exits 1 for a restart", async () => {
    running = await startProcess();
    const slow = running.get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await running.get("/throw")).toBe("thrown");
    expect(await slow).toBe("finished");
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain("uncaught exception; shutting down for a restart");
    expect(running.output()).toContain("thrown out of a timer");
    expect(running.output()).toContain("closed cleanly");
  }, 20_000);
});
