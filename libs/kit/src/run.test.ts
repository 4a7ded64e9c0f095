import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { stopWhenOrphaned, type Shutdown } from "./run";

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

describe("a process its launcher started", () => {
  it("shuts down the graceful way once its parent is no longer the launcher, and only once", () => {
    vi.useFakeTimers();
    try {
      const shutdown = vi.fn<Shutdown>();
      stopWhenOrphaned(shutdown, process.ppid + 1, 1_000);
      vi.advanceTimersByTime(999);
      expect(shutdown).not.toHaveBeenCalled();
      vi.advanceTimersByTime(5_000);
      expect(shutdown.mock.calls).toEqual([[0, { reason: "the launcher that started this process is gone", supervisorPid: process.ppid + 1 }]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps running while its launcher is its parent, or when no launcher is named", () => {
    vi.useFakeTimers();
    try {
      const shutdown = vi.fn<Shutdown>();
      stopWhenOrphaned(shutdown, process.ppid, 1_000);
      stopWhenOrphaned(shutdown, undefined, 1_000);
      vi.advanceTimersByTime(10_000);
      expect(shutdown).not.toHaveBeenCalled();
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
  });
});
