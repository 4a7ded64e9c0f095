import { io, type Socket } from "socket.io-client";

/** The one live connection to the gateway, open only while someone is signed in. */
let socket: Socket | null = null;

/** Opens the connection (the session cookie authenticates it), or returns the one already open. */
export function connectSocket(): Socket {
  socket ??= io({ path: "/socket.io", withCredentials: true });
  return socket;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}
