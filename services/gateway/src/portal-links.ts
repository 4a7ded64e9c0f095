import { randomUUID } from "node:crypto";
import { endpoints, type ResolvedPortalToken } from "@atelier/contracts";
import { HttpError } from "@atelier/kit/http-error";
import { signIdentity } from "@atelier/kit/identity";
import { cachedPortalLink } from "@atelier/kit/portal-cache";
import { hashPortalToken } from "@atelier/kit/portal-token";
import type { Redis } from "@atelier/kit/redis";

/** The valid link a token is, for a project when one is named; null for a wrong, expired or revoked token. */
export type PortalLinkLookup = (token: string, projectId: string | null) => Promise<ResolvedPortalToken | null>;

const TIMEOUT_MS = 5_000;
const RESOLVE = endpoints.resolvePortalToken;
const unavailable = () => new HttpError(503, "Service temporarily unavailable. Please try again shortly.");

/**
 * Looks a token up in the portal service (its owner: the gateway keeps no data), unless the portal service
 * cached the answer in Redis (a revoked link is marked there at once). Only the token's hash leaves the
 * gateway, and the call is signed as the gateway's own, on no user's behalf.
 */
export function portalLinksVia(portalUrl: string, internalSecret: string, redis: Redis): PortalLinkLookup {
  return async (token, projectId) => {
    const tokenHash = hashPortalToken(token);
    const cached = await cachedPortalLink(redis, tokenHash, projectId);
    if (cached !== undefined) return cached === "refused" ? null : cached;
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
    if (!response.ok) {
      await response.body?.cancel();
      throw unavailable();
    }
    return RESOLVE.response.parse(await response.json());
  };
}
