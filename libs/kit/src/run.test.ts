import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const FIXTURE = fileURLToPath(new URL("./test-fixtures/stuck-shutdown-process.ts", import.meta.url));

describe("shutting down", () => {
  it("exits 1 once the deadline passes when the graceful stop never ends, instead of staying behind", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", FIXTURE], { env: { ...process.env, DEADLINE_MS: "300" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, "exit");
    await expect.poll(() => output, { timeout: 15_000 }).toContain("ready");

    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    const [code] = await exited;
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(output).toContain("shutdown did not finish in time");
  });
});
