import type { RequestHandler } from "express";
import { forbidden } from "@atelier/kit/http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The app's own origin is the one whose host the request was sent to; others must be configured. */
export function isAllowedOrigin(origin: string, host: string | undefined, extraOrigins: readonly string[]): boolean {
  return extraOrigins.includes(origin) || (host !== undefined && hostOf(origin) === host);
}

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Browsers always
 * send Origin on such requests; a client that sends none is not a browser acting for a victim.
 */
export function refuseCrossOrigin(extraOrigins: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const crossSite = origin ? !isAllowedOrigin(origin, req.get("host"), extraOrigins) : req.get("sec-fetch-site") === "cross-site";
    next(crossSite ? forbidden("Cross-origin request refused") : undefined);
  };
}
