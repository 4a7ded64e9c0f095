import type { PortalToken } from "@atelier/db";
import { markPortalLinkRevoked, type AccessHandler, type ServiceDeps, type Staff } from "@atelier/kit";

/**
 * DELETE /api/portal-tokens/:id: the link stops working at once, also where the gateway keeps it cached
 * (a Redis failure answers an error, so the designer revokes again); revoking it again changes nothing.
 */
export function revokePortalLink({ prisma, redis }: ServiceDeps<unknown>): AccessHandler<Staff, PortalToken> {
  return async (_req, res, { record: link }) => {
    await prisma.portalToken.updateMany({ where: { id: link.id, revokedAt: null }, data: { revokedAt: new Date() } });
    await markPortalLinkRevoked(redis, link.tokenHash, link.expiresAt);
    res.status(204).end();
  };
}
