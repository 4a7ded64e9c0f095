import type { IncomingMessage } from "node:http";

/**
 * A socket's client address as Express reads an HTTP request's (`trust proxy` true takes the first
 * X-Forwarded-For entry), so the portal's failed-lookup limit counts one address across HTTP and sockets.
 */
export function socketClientIp(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers["x-forwarded-for"];
  const first = trustProxy ? (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim() : undefined;
  return (first || request.socket.remoteAddress || "").replace(/^::ffff:/, "");
}
