import { NOTIFICATION_EVENTS, SOCKET_ROOMS, type ServerEvents } from "@atelier/contracts";
import { createEmitter, type Logger } from "@atelier/kit";
import type { Redis } from "ioredis";

type NotificationEvent = (typeof NOTIFICATION_EVENTS)[keyof typeof NOTIFICATION_EVENTS];

/**
 * Sends a notification event to every open tab and device of one user. Call after the write commits; it never
 * throws: the change is saved whatever happens to the push, and a tab that missed it refetches on reconnecting.
 */
export type UserPush = <E extends NotificationEvent>(userId: string, event: E, ...payload: Parameters<ServerEvents[E]>) => void;

/** Created once per process, from its Redis connection. */
export function createUserPush(redis: Redis, logger: Logger): UserPush {
  const warn = (error: unknown) => logger.warn({ err: error }, "could not push a notification to its user");
  const emitter = createEmitter(redis, warn);
  return function push<E extends NotificationEvent>(userId: string, event: E, ...payload: Parameters<ServerEvents[E]>) {
    try {
      emitter.to(SOCKET_ROOMS.user(userId)).emit(event, ...payload);
    } catch (error) {
      warn(error);
    }
  };
}
