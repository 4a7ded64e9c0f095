import { Redis } from "ioredis";

export type { Redis };

/** One connection per use; `maxRetriesPerRequest: null` is what BullMQ's blocking connections need. */
export function createRedis(url: string, options: { forBullmq?: boolean } = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: options.forBullmq ? null : 3,
    enableOfflineQueue: true,
  });
}
