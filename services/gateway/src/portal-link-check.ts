import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { ResolvedPortalToken } from "@atelier/contracts";
import type { Redis } from "@atelier/kit/redis";
import type { PortalLinkLookup } from "./portal-links";

export interface PortalLookupLimit {
  /** Failed lookups one address may make in a window. */
  max: number;
  windowSeconds: number;
}

/**
 * A valid link, or none: `refusal` is set when the address is past its limit of failed lookups, `ended` when the
 * link was the studio's and has expired or been revoked.
 */
export type PortalLinkCheckResult = { link: ResolvedPortalToken; refusal?: undefined; ended?: undefined } | { link: null; refusal: RateLimiterRes | null; ended?: string };

/** Checks a link an address presents, on a portal request or a portal page's socket alike. */
export type PortalLinkCheck = (ip: string, token: string, projectId: string | null) => Promise<PortalLinkCheckResult>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Each wrong, expired or revoked link counts against the address (one count for HTTP and sockets, kept in
 * Redis so every gateway copy shares it), and an address past its limit is refused before any lookup, so
 * tokens cannot be guessed.
 */
export function checkPortalLinks(redis: Redis, lookUp: PortalLinkLookup, limit: PortalLookupLimit): PortalLinkCheck {
  const failures = new RateLimiterRedis({ storeClient: redis, keyPrefix: "ratelimit:portal:address", points: limit.max, duration: limit.windowSeconds });
  return async (ip, token, projectId) => {
    const counted = await failures.get(ip);
    if (counted && counted.consumedPoints >= limit.max) return { link: null, refusal: counted };
    const found = projectId === null || UUID.test(projectId) ? await lookUp(token, projectId) : null;
    if (found && !("ended" in found)) return { link: found };
    try {
      await failures.consume(ip);
      return { link: null, refusal: null, ended: found?.ended };
    } catch (error) {
      if (error instanceof RateLimiterRes) return { link: null, refusal: error };
      throw error;
    }
  };
}
