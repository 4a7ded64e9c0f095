import type { Socket } from "socket.io-client";

/*
 * Stands in for lib/socket in tests, so nothing tries to reach a gateway:
 *   vi.mock("@/lib/socket", () => import("@/test/fake-socket"));
 * then `pushEvent("job.completed", {...})` delivers an event as the gateway would.
 */
type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
/** What the app asked of the socket, in order: [command, payload]. */
export const emitted: Array<[string, unknown]> = [];
/** The acknowledgement callbacks the app passed with its commands, the latest last. */
const acks: Array<[string, (answer: unknown) => void]> = [];

const socket = {
  on(event: string, listener: Listener) {
    listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    return socket;
  },
  off(event: string, listener: Listener) {
    listeners.get(event)?.delete(listener);
    return socket;
  },
  emit(command: string, payload: unknown, ack?: (answer: unknown) => void) {
    emitted.push([command, payload]);
    if (ack) acks.push([command, ack]);
    return socket;
  },
};

export function connectSocket(): Socket {
  return socket as unknown as Socket;
}

export function disconnectSocket(): void {
  listeners.clear();
  emitted.length = 0;
  acks.length = 0;
}

/** Answers the latest `command` the app sent, as the gateway acknowledges it. */
export function acknowledge(command: string, answer: unknown): void {
  acks.findLast(([sent]) => sent === command)?.[1](answer);
}

export function pushEvent(event: string, payload: unknown): void {
  for (const listener of listeners.get(event) ?? []) listener(payload);
}
