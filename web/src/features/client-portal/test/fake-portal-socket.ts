import type { Socket } from "socket.io-client";

/*
 * Stands in for the portal's socket in tests, so nothing tries to reach a gateway:
 *   vi.mock("@/features/client-portal/api/portal-socket", () => import("@/features/client-portal/test/fake-portal-socket"));
 * `serverSends("connect")` or `serverSends("portal.changed", {...})` delivers an event as the gateway would.
 */
type Listener = (payload?: unknown) => void;
type Ack = (answer: { watching: boolean }) => void;
const listeners = new Map<string, Set<Listener>>();
/** What the page asked of the socket, in order: [command, payload]. */
export const sent: Array<[string, unknown]> = [];
export let isOpen = false;
/** What the gateway answers portal.watch. */
export const gateway = { watching: true };

const socket = {
  on(event: string, listener: Listener) {
    listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    return socket;
  },
  emit(command: string, payload: unknown, ack?: Ack) {
    sent.push([command, payload]);
    ack?.({ watching: gateway.watching });
    return socket;
  },
  disconnect() {
    isOpen = false;
    listeners.clear();
    return socket;
  },
};

export function connectPortalSocket(): Socket {
  isOpen = true;
  sent.length = 0;
  gateway.watching = true;
  return socket as unknown as Socket;
}

export function serverSends(event: string, payload?: unknown): void {
  for (const listener of listeners.get(event) ?? []) listener(payload);
}
