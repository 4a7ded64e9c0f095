import type { PortalLink } from "@atelier/contracts";
import type { PortalToken } from "@atelier/db";

/** A link as staff see it: when it was made, expires, was last used or revoked; never the token's hash. */
export const toPortalLink = (link: PortalToken): PortalLink => ({
  id: link.id,
  createdAt: link.createdAt.toISOString(),
  expiresAt: link.expiresAt.toISOString(),
  lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
  revokedAt: link.revokedAt?.toISOString() ?? null,
});
