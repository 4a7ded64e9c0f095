import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";
import { HttpError } from "@atelier/kit/http-error";

/** The names a browser on the gateway's own machine reaches it by. */
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The addresses people open Atelier on: PUBLIC_URL, APP_ORIGINS, and, for `make dev` and tests, the gateway's own
 * port on this machine. Requests are answered only when sent to one of them, and links are made only on one of them,
 * so a forged Host or Origin header can neither point a mailed link elsewhere nor pass for the app's own page.
 */
export interface TrustedOrigins {
  /** The request's Host is one of the addresses. */
  isTrustedHost(req: IncomingMessage): boolean;
  /** A page of one of the addresses sent the request (a browser's Origin header). */
  isTrustedOrigin(origin: string, req: IncomingMessage): boolean;
  /** Where links made for the request point: PUBLIC_URL, else the page's own origin, else the address it was sent to. */
  linkOrigin(req: Request): string;
}

export function trustedOrigins({ PUBLIC_URL, APP_ORIGINS }: { PUBLIC_URL?: string; APP_ORIGINS: readonly string[] }): TrustedOrigins {
  const configured = new Set([...(PUBLIC_URL ? [PUBLIC_URL] : []), ...APP_ORIGINS].map((url) => new URL(url).origin));
  const configuredHosts = new Set([...configured].map((origin) => new URL(origin).host));
  const publicOrigin = PUBLIC_URL ? new URL(PUBLIC_URL).origin : null;

  const hostOf = (req: IncomingMessage) => req.headers.host?.toLowerCase();
  const isOwnAddress = (host: string, req: IncomingMessage) => {
    const { hostname, port } = new URL(`http://${host}`);
    return LOOPBACK_NAMES.has(hostname) && Number(port || 80) === req.socket.localPort;
  };
  const isTrustedHost = (req: IncomingMessage) => {
    const host = hostOf(req);
    return host !== undefined && URL.canParse(`http://${host}`) && (configuredHosts.has(host) || isOwnAddress(host, req));
  };
  const isTrustedOrigin = (origin: string, req: IncomingMessage) =>
    configured.has(origin) || (URL.canParse(origin) && new URL(origin).host === hostOf(req) && isTrustedHost(req));

  return {
    isTrustedHost,
    isTrustedOrigin,
    linkOrigin(req) {
      if (publicOrigin) return publicOrigin;
      const origin = req.get("origin");
      if (origin && isTrustedOrigin(origin, req)) return new URL(origin).origin;
      return `${req.protocol}://${hostOf(req)}`;
    },
  };
}

/** 421 Misdirected Request for a request sent to an address Atelier is not configured to answer on. */
export function refuseUntrustedHost(origins: TrustedOrigins): RequestHandler {
  return (req, _res, next) => {
    if (origins.isTrustedHost(req)) return next();
    next(new HttpError(421, "This address is not one Atelier answers on: open it on its configured address (PUBLIC_URL or APP_ORIGINS)."));
  };
}
