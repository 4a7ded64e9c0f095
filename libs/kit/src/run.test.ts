import { spawn } from "node:child_process";
import { once } from "node:events";
import { get, type IncomingMessage } from "node:http";
import { fileURLToPath } from "node:url";
import express from "express";
import { describe, expect, it } from "vitest";
import { KEEP_ALIVE_MS, listen, PROXY_IDLE_MS } from "./run";

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

describe("keep-alive", () => {
  it("tells a client it keeps an idle connection longer than the gateway's proxy keeps one, so the proxy never reuses one it closed", async () => {
    const running = await listen(express().get("/", (_req, res) => res.send("ok")), 0);
    try {
      const [response] = (await once(get(`http://127.0.0.1:${running.port}/`), "response")) as [IncomingMessage];
      response.resume();
      expect(response.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
      expect(PROXY_IDLE_MS).toBeLessThan(KEEP_ALIVE_MS);
    } finally {
      await running.close();
    }
  });
});
