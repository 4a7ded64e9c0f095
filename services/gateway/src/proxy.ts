import { Agent, type IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";
import { createProxyMiddleware, fixRequestBody } from "http-proxy-middleware";
import { IDENTITY_HEADERS, signIdentity } from "@atelier/kit/identity";
import { redactUrl, type Logger } from "@atelier/kit/logger";
import { notFoundHandler } from "@atelier/kit/error-handler";
import type { ServiceName } from "@atelier/contracts";
import { routeOf, serviceUrls } from "./routing";
import type { GatewayConfig } from "./config";

const FORWARDED_IDENTITY = Object.values(IDENTITY_HEADERS);

/** Shorter than Node's default keep-alive of the services' servers (5 s). */
const PROXY_IDLE_MS = 4_000;

/**
 * Forwards `/api` requests to the service whose route of the table they are for, with the caller's identity signed
 * into headers; a path no service serves is a 404 here.
 */
export function proxyToServices(config: GatewayConfig, logger: Logger): RequestHandler {
  // Without a keep-alive agent every forwarded request opens a new connection, and the upstream's
  // "Connection: close" is passed on to the browser too.
  // An idle connection is let go after 4 s, before the service's own 5 s keep-alive closes it: reusing one the service
  // was closing at that moment failed the request with 503 "socket hang up". A request in flight has proxyTimeout.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: PROXY_IDLE_MS });
  const proxyTo = (target: string) =>
    createProxyMiddleware<Request>({
      target,
      agent,
      changeOrigin: false,
      xfwd: true,
      proxyTimeout: 60_000,
      on: {
        proxyReq(proxyReq, req) {
          // http-proxy calls this once the request has a socket; if its headers went out before (seen once in a busy
          // test run), none can be signed now, and changing them would throw out of the gateway: end it as unavailable.
          if (proxyReq.headersSent) {
            proxyReq.destroy(new Error("the request's headers were sent before a connection was ready"));
            return;
          }
          for (const name of FORWARDED_IDENTITY) proxyReq.removeHeader(name);
          const signed = signIdentity(config.INTERNAL_SECRET, req.caller, req.method, req.originalUrl);
          for (const [name, value] of Object.entries(signed)) proxyReq.setHeader(name, value);
          // The protocol as the gateway judged it (honouring TRUST_PROXY), not a chain a client could start.
          proxyReq.setHeader("x-forwarded-proto", req.protocol);
          fixRequestBody(proxyReq, req as IncomingMessage & { body?: unknown });
        },
        error(error, req, res) {
          logger.warn({ err: error, url: redactUrl(req.url ?? "") }, "service unavailable");
          if ("headersSent" in res && !res.headersSent) {
            res.writeHead(503, { "content-type": "application/json" });
            res.end(JSON.stringify({ message: "Service temporarily unavailable. Please try again shortly." }));
          }
        },
      },
    });
  const urls = Object.entries(serviceUrls(config)) as Array<[ServiceName, string]>;
  const proxies = new Map(urls.map(([service, url]) => [service, proxyTo(url)]));
  return (req, res, next) => {
    const route = routeOf(req.method, req.path);
    if (route) proxies.get(route.service)!(req, res, next);
    else notFoundHandler(req, res, next);
  };
}
