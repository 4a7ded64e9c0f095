import { Emitter } from "@socket.io/redis-emitter";
import type { Redis } from "ioredis";

export type { Emitter };

/** Publishes Socket.IO events from any process; the gateway's Redis adapter delivers them to its clients. */
export function createEmitter(redis: Redis): Emitter {
  return new Emitter(redis);
}
