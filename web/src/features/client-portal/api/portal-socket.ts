import { PORTAL_SOCKET_AUTH } from "@atelier/contracts";
import { io, type Socket } from "socket.io-client";

/**
 * A connection of the client's portal page of its own: declared a portal socket, it joins no studio's
 * rooms even when the designer previews the portal in a browser holding their session.
 */
export function connectPortalSocket(): Socket {
  return io({ path: "/socket.io", auth: { ...PORTAL_SOCKET_AUTH } });
}
