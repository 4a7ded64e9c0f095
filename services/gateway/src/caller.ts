import type { Request, RequestHandler } from "express";
import type { Identity } from "@atelier/kit/identity";
import type { Redis } from "@atelier/kit/redis";
import { readSession, sessionTokenFrom } from "@atelier/kit/sessions";
import type { TrustedOrigins } from "./trusted-origins";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The caller as the gateway resolved it; signed into the headers of every forwarded request. */
      caller: Identity;
    }
  }
}

/** "::ffff:127.0.0.1" is how Node reports an IPv4 client on a dual-stack socket. */
export function clientIp(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
}

/** Resolves the session cookie into the caller's identity; no cookie means an anonymous caller. */
export function resolveCaller(redis: Redis, origins: TrustedOrigins): RequestHandler {
  return async (req, _res, next) => {
    const token = sessionTokenFrom(req.headers.cookie);
    const session = token ? await readSession(redis, token) : null;
    req.caller = {
      requestId: String(req.id),
      userId: session?.userId ?? null,
      studioId: session?.studioId ?? null,
      role: session?.role,
      portalProjectId: null,
      portalTokenId: null,
      ip: clientIp(req),
      userAgent: req.get("user-agent") ?? "",
      origin: origins.linkOrigin(req),
    };
    next();
  };
}
