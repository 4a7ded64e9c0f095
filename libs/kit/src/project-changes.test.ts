import net from "node:net";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { createProjectChanges } from "./project-changes";
import { createRedis } from "./redis";

/** A port nothing listens on: the Redis there is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("project changes", () => {
  it("logs a change it cannot announce while Redis is down, and neither throws nor leaves a rejection unhandled", async () => {
    const lines: string[] = [];
    const logger = createLogger("test", "info", { write: (line: string) => void lines.push(line) });
    const redis = createRedis(`redis://127.0.0.1:${await closedPort()}`);
    redis.on("error", () => undefined);
    try {
      const changes = createProjectChanges(redis, logger);
      expect(() => changes.announce("3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", "items")).not.toThrow();
      await expect.poll(() => lines.join(""), { timeout: 4_000 }).toContain("could not announce a project change");
    } finally {
      redis.disconnect();
    }
  });
});
