import { INVALID_PORTAL_LINK_MESSAGE, resolvePortalTokenRequestSchema, type ResolvedPortalToken } from "@atelier/contracts";
import { cachePortalLink, notFound, parseInput, type AccessHandler, type ServiceCaller, type ServiceDeps } from "@atelier/kit";
import { findValidLink } from "./find-valid-link";

/**
 * POST /internal/portal-tokens/resolve: which valid link a token's hash is, for the gateway to sign a portal
 * caller. The link is cached for the gateway's next lookups (revoking it marks it in the cache at once).
 */
export function resolvePortalToken({ prisma, redis }: ServiceDeps<unknown>): AccessHandler<ServiceCaller, undefined> {
  return async (req, res) => {
    const { tokenHash, projectId } = parseInput(resolvePortalTokenRequestSchema, req.body);
    const link = await findValidLink(prisma, tokenHash, projectId);
    if (!link) throw notFound(INVALID_PORTAL_LINK_MESSAGE);
    const answer: ResolvedPortalToken = { tokenId: link.tokenId, projectId: link.projectId };
    await cachePortalLink(redis, tokenHash, answer, link.expiresAt);
    res.json(answer);
  };
}
