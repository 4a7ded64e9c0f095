import { INVALID_PORTAL_LINK_MESSAGE, resolvePortalTokenRequestSchema, type ResolvedPortalToken } from "@atelier/contracts";
import { notFound, parseInput, type AccessHandler, type ServiceCaller, type ServiceDeps } from "@atelier/kit";
import { findValidLink } from "./find-valid-link";

/** POST /internal/portal-tokens/resolve: which valid link a token's hash is, for the gateway to sign a portal caller. */
export function resolvePortalToken({ prisma }: ServiceDeps<unknown>): AccessHandler<ServiceCaller, undefined> {
  return async (req, res) => {
    const { tokenHash, projectId } = parseInput(resolvePortalTokenRequestSchema, req.body);
    const link = await findValidLink(prisma, tokenHash, projectId);
    if (!link) throw notFound(INVALID_PORTAL_LINK_MESSAGE);
    const answer: ResolvedPortalToken = link;
    res.json(answer);
  };
}
