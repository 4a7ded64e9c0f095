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

const socket = {
  on(event: string, listener: Listener) {
    listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    return socket;
  },
  off(event: string, listener: Listener) {
    listeners.get(event)?.delete(listener);
    return socket;
  },
  emit(command: string, payload: unknown) {
    emitted.push([command, payload]);
    return socket;
  },
};

export function connectSocket(): Socket {
  return socket as unknown as Socket;
}

export function disconnectSocket(): void {
  listeners.clear();
  emitted.length = 0;
}

export function pushEvent(event: string, payload: unknown): void {
  for (const listener of listeners.get(event) ?? []) listener(payload);
}
