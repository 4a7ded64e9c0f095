import type { RequestHandler } from "express";
import { forbidden } from "@atelier/kit/http-error";
import type { TrustedOrigins } from "./trusted-origins";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Browsers always
 * send Origin on such requests; a client that sends none is not a browser acting for a victim.
 */
export function refuseCrossOrigin(origins: TrustedOrigins): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const crossSite = origin ? !origins.isTrustedOrigin(origin, req) : req.get("sec-fetch-site") === "cross-site";
    next(crossSite ? forbidden("Cross-origin request refused") : undefined);
  };
}
