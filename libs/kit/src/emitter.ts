import { Emitter } from "@socket.io/redis-emitter";
import type { ServerEvents } from "@atelier/contracts";
import type { Redis } from "ioredis";

/** Sends only the events of the contracts' SERVER_EVENTS, with their payloads. */
export type ServerEmitter = Emitter<ServerEvents>;

/** Publishes Socket.IO events from any process; the gateway's Redis adapter delivers them to its clients. */
export function createEmitter(redis: Redis): ServerEmitter {
  return new Emitter<ServerEvents>(redis);
}
