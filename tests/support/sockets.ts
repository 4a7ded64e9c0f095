import { io as connect, type Socket } from "socket.io-client";

/** A socket to the gateway, opened as a browser would with these headers (cookie, origin); it does not reconnect. */
export function openSocket(gatewayUrl: string, headers: Record<string, string>): Socket {
  return connect(gatewayUrl, { path: "/socket.io", transports: ["websocket"], extraHeaders: headers, reconnection: false });
}

/** Settles when the gateway accepts the socket, or refuses it. */
export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });

/** A client's portal page's socket: it declares itself a portal socket, so it needs no session. */
export function openPortalSocket(gatewayUrl: string, headers: Record<string, string>): Socket {
  return connect(gatewayUrl, { path: "/socket.io", transports: ["websocket"], extraHeaders: headers, auth: { portal: true }, reconnection: false });
}
