import { endedPortalLinkMessage, type Endpoints, INVALID_PORTAL_LINK_MESSAGE, type ResolvedPortalToken } from "@atelier/contracts";
import { cachePortalLink, HttpError, notFound, type RouteHandler, type ServiceCaller, type ServiceDeps } from "@atelier/kit";
import { findEndedLinkStudio } from "./find-ended-link";
import { findValidLink } from "./find-valid-link";

/**
 * POST /internal/portal-tokens/resolve: which valid link a token's hash is, for the gateway to sign a portal
 * caller. The link is cached for the gateway's next lookups (revoking it marks it in the cache at once). A link the
 * studio gave that has expired or been revoked is a 410 naming the studio; one it never gave, a 404.
 */
export function resolvePortalToken({ prisma, redis }: ServiceDeps<unknown>): RouteHandler<Endpoints["resolvePortalToken"], ServiceCaller, undefined> {
  return async (_req, res, { body: { tokenHash, projectId } }) => {
    const link = await findValidLink(prisma, tokenHash, projectId);
    if (!link) {
      const studio = await findEndedLinkStudio(prisma, tokenHash, projectId);
      throw studio ? new HttpError(410, endedPortalLinkMessage(studio)) : notFound(INVALID_PORTAL_LINK_MESSAGE);
    }
    const answer: ResolvedPortalToken = { tokenId: link.tokenId, projectId: link.projectId };
    await cachePortalLink(redis, tokenHash, answer, link.expiresAt);
    res.json(answer);
  };
}
