import type { ResolvedPortalToken } from "@atelier/contracts";
import type { Redis } from "ioredis";

/**
 * How long the portal keeps a resolved link and a project's answer in Redis. Revocation and announced
 * changes take effect at once; this only bounds what no signal reaches (a link's project deleted, a
 * studio renamed).
 */
export const PORTAL_CACHE_SECONDS = 60;

/** A project's portal answers are cached under its version, which every announced portal change moves on. */
export const portalVersionKey = (projectId: string): string => `portal:version:${projectId}`;

const linkKey = (tokenHash: string) => `portal:link:${tokenHash}`;
const REVOKED = "revoked";

interface CachedLink extends ResolvedPortalToken {
  expiresAt: string;
}

/**
 * Keeps a link the database holds valid, unless a revocation's marker is already there: NX, so a lookup
 * that read the link before it was revoked cannot bring it back.
 */
export async function cachePortalLink(redis: Redis, tokenHash: string, link: ResolvedPortalToken, expiresAt: Date, now = new Date()): Promise<void> {
  const ms = Math.min(PORTAL_CACHE_SECONDS * 1000, expiresAt.getTime() - now.getTime());
  if (ms <= 0) return;
  const value: CachedLink = { ...link, expiresAt: expiresAt.toISOString() };
  await redis.set(linkKey(tokenHash), JSON.stringify(value), "PX", ms, "NX");
}

/** Marks a revoked link in the cache until it would have expired anyway, over any copy kept of it. */
export async function markPortalLinkRevoked(redis: Redis, tokenHash: string, expiresAt: Date, now = new Date()): Promise<void> {
  await redis.set(linkKey(tokenHash), REVOKED, "PX", Math.max(1000, expiresAt.getTime() - now.getTime()));
}

/**
 * The cached answer for a token's hash: the link (when it is still unexpired and of `projectId`, if one is
 * named), "refused" for a revoked or another project's link, or undefined when only the database can tell.
 */
export async function cachedPortalLink(redis: Redis, tokenHash: string, projectId: string | null, now = new Date()): Promise<ResolvedPortalToken | "refused" | undefined> {
  const value = await redis.get(linkKey(tokenHash));
  if (value === null) return undefined;
  if (value === REVOKED) return "refused";
  const link = JSON.parse(value) as CachedLink;
  if (Date.parse(link.expiresAt) <= now.getTime()) return "refused";
  if (projectId !== null && link.projectId !== projectId) return "refused";
  return { tokenId: link.tokenId, projectId: link.projectId };
}
