import type { Server, ServerOptions } from "node:http";

const STALLED = JSON.stringify({ message: "The request stopped arriving before it was complete. Please try again." });

/**
 * Node's limit on a request's headers, checked every second: Node looks for connections past it only every 30 s
 * by default, so headers that stop arriving would hold their socket for up to half a minute past the limit.
 */
export function headersDeadline(headersMs: number): ServerOptions {
  return { headersTimeout: headersMs, connectionsCheckingInterval: 1000 };
}

/**
 * A client that stops sending holds a socket and its buffers for as long as the server waits: its headers must
 * arrive in time (headersDeadline), and a body that goes `idleMs` without a byte is answered 408 and cut off. A slow
 * upload that keeps moving is not; once the request has arrived, the answer takes as long as it takes. An answer
 * sent before the body arrived whole (a 413 for an upload too large, a 401) ends the connection once it is out:
 * the rest of the body, which nobody reads, would otherwise hold the connection open with the client still sending.
 */
export function cutOffStalledRequests(server: Server, idleMs: number): void {
  server.on("request", (req, res) => {
    if (req.complete) return;
    const { socket } = req;
    socket.setTimeout(idleMs);
    const arrived = () => socket.setTimeout(0);
    req.once("end", arrived);
    res.once("close", arrived);
    res.once("finish", () => {
      if (!req.complete) socket.destroySoon();
    });
    req.once("timeout", () => {
      if (!res.headersSent) res.writeHead(408, { "content-type": "application/json", connection: "close" }).end(STALLED);
      socket.destroySoon();
    });
  });
}
