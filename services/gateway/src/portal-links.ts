import { randomUUID } from "node:crypto";
import { endpoints, errorBodySchema, type ResolvedPortalToken } from "@atelier/contracts";
import { HttpError } from "@atelier/kit/http-error";
import { signIdentity } from "@atelier/kit/identity";
import { cachedPortalLink } from "@atelier/kit/portal-cache";
import { hashPortalToken } from "@atelier/kit/portal-token";
import type { Redis } from "@atelier/kit/redis";

/** A link the studio gave that has expired or been revoked: what to tell its holder (the studio and how to reach it). */
export interface EndedPortalLink {
  ended: string;
}

/** The valid link a token is, for a project when one is named; an ended one; null for a token never given. */
export type PortalLinkLookup = (token: string, projectId: string | null) => Promise<ResolvedPortalToken | EndedPortalLink | null>;

const TIMEOUT_MS = 5_000;
const RESOLVE = endpoints.resolvePortalToken;
const unavailable = () => new HttpError(503, "Service temporarily unavailable. Please try again shortly.");

/**
 * Looks a token up in the portal service (its owner: the gateway keeps no data), unless the portal service
 * cached the link in Redis; a link the cache refuses (revoked, expired, another project's) is asked of the service,
 * which tells an ended link from one never given. Only the token's hash leaves the
 * gateway, and the call is signed as the gateway's own, on no user's behalf.
 */
export function portalLinksVia(portalUrl: string, internalSecret: string, redis: Redis): PortalLinkLookup {
  return async (token, projectId) => {
    const tokenHash = hashPortalToken(token);
    const cached = await cachedPortalLink(redis, tokenHash, projectId);
    if (cached !== undefined && cached !== "refused") return cached;
    const identity = { requestId: randomUUID(), userId: null, studioId: null, portalProjectId: null, portalTokenId: null, service: "gateway", ip: "127.0.0.1", userAgent: "atelier-gateway" };
    const response = await fetch(`${portalUrl}${RESOLVE.path}`, {
      method: RESOLVE.method,
      headers: { ...signIdentity(internalSecret, identity, RESOLVE.method, RESOLVE.path), "content-type": "application/json" },
      body: JSON.stringify({ tokenHash, projectId }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => {
      throw unavailable();
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (response.status === 410) return { ended: errorBodySchema.parse(await response.json()).message };
    if (!response.ok) {
      await response.body?.cancel();
      throw unavailable();
    }
    return RESOLVE.response.parse(await response.json());
  };
}
