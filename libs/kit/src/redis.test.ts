import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "../../../infra/local/ports";
import { createLogger } from "./logger";
import { createRedis } from "./redis";

describe("a Redis connection", () => {
  it("says once that Redis is unreachable, however often it retries, and keeps the process up", async () => {
    const lines: string[] = [];
    const logger = createLogger("redis-test", "info", { write: (line: string) => void lines.push(line) });
    // A port that answers and hangs up at once: each reconnection attempt fails again.
    const server = createServer((socket) => socket.destroy());
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    const redis = createRedis(`redis://127.0.0.1:${port}`, { logger });
    try {
      await expect(redis.ping()).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(lines.filter((line) => line.includes("lost the connection to Redis"))).toHaveLength(1);
    } finally {
      redis.disconnect();
      server.close();
    }
  });
});
