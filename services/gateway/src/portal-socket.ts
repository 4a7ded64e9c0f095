import type { Socket } from "socket.io";
import { SOCKET_COMMANDS, SOCKET_ROOMS, watchPortalSchema, type ClientEvents, type ServerEvents, type WatchProjectAck } from "@atelier/contracts";
import type { PortalLinkCheck } from "./portal-link-check";
import { socketClientIp } from "./socket-client-ip";

export interface PortalSocketDeps {
  checkPortalLink: PortalLinkCheck;
  trustProxy: boolean;
}

type Ack = (answer: WatchProjectAck) => void;

/** A client's portal page opens its socket so, session or not: it is then only ever a portal socket. */
export function isPortalSocket(socket: Socket): boolean {
  const auth: unknown = socket.handshake.auth;
  return typeof auth === "object" && auth !== null && (auth as { portal?: unknown }).portal === true;
}

/**
 * A portal socket joins no user's, studio's or project's room; it may only ask to hear its project's
 * `portal.changed` signals, with a link the portal service still holds valid, checked and rate-limited
 * as a portal request is.
 */
export function servePortalSocket(socket: Socket<ClientEvents, ServerEvents>, deps: PortalSocketDeps): void {
  const ip = socketClientIp(socket.request, deps.trustProxy);
  socket.on(SOCKET_COMMANDS.watchPortal, async (payload: unknown, ack: unknown) => {
    const answer: Ack = typeof ack === "function" ? (ack as Ack) : () => undefined;
    const parsed = watchPortalSchema.safeParse(payload);
    const checked = parsed.success ? await deps.checkPortalLink(ip, parsed.data.token, parsed.data.projectId).catch(() => null) : null;
    const watching = Boolean(parsed.success && checked?.link);
    if (watching) await socket.join(SOCKET_ROOMS.portal(parsed.data!.projectId));
    answer({ watching });
  });
}
