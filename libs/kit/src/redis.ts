import { Redis } from "ioredis";
import type { Logger } from "./logger";

export type { Redis };

export interface RedisOptions {
  /** `maxRetriesPerRequest: null`, which BullMQ's blocking connections need. */
  forBullmq?: boolean;
  /** Told once when the connection is lost and once when it is back; ioredis reconnects by itself meanwhile. */
  logger?: Logger;
}

/** One connection per use. Its errors are always listened to: an outage fails the commands sent meanwhile, not the process. */
export function createRedis(url: string, { forBullmq = false, logger }: RedisOptions = {}): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: forBullmq ? null : 3, enableOfflineQueue: true });
  let lost = false;
  redis.on("error", (error: Error) => {
    if (lost) return;
    lost = true;
    logger?.warn({ err: error }, "lost the connection to Redis; reconnecting");
  });
  redis.on("ready", () => {
    if (!lost) return;
    lost = false;
    logger?.info("connected to Redis again");
  });
  return redis;
}
