import { Emitter } from "@socket.io/redis-emitter";
import type { ServerEvents } from "@atelier/contracts";
import type { Redis } from "ioredis";

/** Sends only the events of the contracts' SERVER_EVENTS, with their payloads. */
export type ServerEmitter = Emitter<ServerEvents>;

/**
 * Publishes Socket.IO events from any process; the gateway's Redis adapter delivers them to its clients.
 * The emitter drops the promise of each publish, so a caller that must outlive a Redis outage passes
 * `onPublishFailed` to hear the failures instead of leaving them unhandled.
 */
export function createEmitter(redis: Redis, onPublishFailed?: (error: unknown) => void): ServerEmitter {
  if (!onPublishFailed) return new Emitter<ServerEvents>(redis);
  const publisher = { publish: (channel: string, message: string | Buffer) => redis.publish(channel, message).catch(onPublishFailed) };
  return new Emitter<ServerEvents>(publisher);
}
