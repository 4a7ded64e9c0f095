import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../../infra/local/ports";

describe("the Redis that make dev starts", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-local-redis-"));
  let port: number;
  let server: { url: string; stop(): Promise<void> };
  let ensureRedis: typeof import("../../infra/local/redis").ensureRedis;

  /** The project's own Redis, as make dev starts it when REDIS_URL is not set. */
  async function ensureOwnRedis() {
    const given = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      return await ensureRedis(() => {});
    } finally {
      if (given !== undefined) process.env.REDIS_URL = given;
    }
  }

  beforeAll(async () => {
    port = await freePort();
    // infra/local reads where to keep data and which port to use when it loads, as make dev's launcher does.
    process.env.ATELIER_DATA_DIR = dataDir;
    process.env.ATELIER_REDIS_PORT = String(port);
    vi.resetModules();
    ({ ensureRedis } = await import("../../infra/local/redis"));
    server = await ensureOwnRedis();
  });

  afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps a generated password in .data/redis, readable by its owner alone", () => {
    const file = path.join(dataDir, "redis", "password");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toMatch(/^[\w-]{32}$/);
  });

  it("refuses a client without the password and serves one with it", async () => {
    const anonymous = net.connect({ port, host: "127.0.0.1" });
    anonymous.end("PING\r\n");
    const [answer] = (await once(anonymous, "data")) as [Buffer];
    expect(answer.toString()).toMatch(/^-NOAUTH/);

    const authorised = new Redis(server.url);
    expect(await authorised.ping()).toBe("PONG");
    await authorised.quit();
  });

  it("gives a second launcher on the same data folder the running server's password", async () => {
    const again = await ensureOwnRedis();
    expect(again.url).toBe(server.url);
  });
});
