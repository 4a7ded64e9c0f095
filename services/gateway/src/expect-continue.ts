import type { Server } from "node:http";

/**
 * Node emits 'checkContinue' instead of 'request' for a request sent with `Expect: 100-continue`
 * (curl's large uploads). Left to the proxy, such a request skips the hook that strips and signs
 * identity headers, so the gateway says "continue" itself and handles it like any other request.
 */
export function handleExpectContinueAsRequests(server: Server): void {
  server.on("checkContinue", (req, res) => {
    res.writeContinue();
    delete req.headers.expect;
    server.emit("request", req, res);
  });
}
