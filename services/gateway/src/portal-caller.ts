import type { RequestHandler } from "express";
import { INVALID_PORTAL_LINK_MESSAGE } from "@atelier/contracts";
import { HttpError, notFound } from "@atelier/kit/http-error";
import type { Redis } from "@atelier/kit/redis";
import { checkPortalLinks, type PortalLookupLimit } from "./portal-link-check";
import type { PortalLinkLookup } from "./portal-links";
import { tooManyAttempts } from "./rate-limit";

const PORTAL_PATH = /^\/api\/client-portal\/([^/]+)\/([^/]+)(?:\/|$)/;
const APPROVAL_PATH = /^\/api\/approvals\//;

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The link a request carries: in its path (/api/client-portal/:projectId/:token/...), or an approval's X-Portal-Token header. */
function linkOf(path: string, header: string | undefined): { token: string; projectId: string | null } | null {
  const inPath = PORTAL_PATH.exec(path);
  if (inPath) return { projectId: decoded(inPath[1]!) ?? "", token: decoded(inPath[2]!) ?? "" };
  if (header && APPROVAL_PATH.test(path)) return { projectId: null, token: header };
  return null;
}

/**
 * Turns a portal link into the caller the services see: the link's project and id, and nobody's session.
 * A token never given, or another project's id, answers the portal's 404 here, and an expired or revoked link
 * a 410 naming its studio and how to reach it; each such
 * lookup counts against the address, and an address past its limit gets 429 before any lookup, so
 * tokens cannot be guessed.
 */
export function resolvePortalCaller(redis: Redis, lookUp: PortalLinkLookup, limit: PortalLookupLimit): RequestHandler {
  const check = checkPortalLinks(redis, lookUp, limit);
  return async (req, res, next) => {
    const link = linkOf(req.path, req.get("x-portal-token"));
    if (!link) return next();
    try {
      const { link: found, refusal, ended } = await check(req.caller.ip, link.token, link.projectId);
      if (found) {
        req.caller = { ...req.caller, userId: null, studioId: null, portalProjectId: found.projectId, portalTokenId: found.tokenId };
        return next();
      }
      if (refusal) return next(tooManyAttempts(res, [refusal]));
      next(ended ? new HttpError(410, ended) : notFound(INVALID_PORTAL_LINK_MESSAGE));
    } catch (error) {
      next(error);
    }
  };
}
