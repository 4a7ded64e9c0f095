import type { PortalToken } from "@atelier/db";
import { changedNothing, markPortalLinkRevoked, recordActivity, type AccessHandler, type ServiceDeps, type Staff } from "@atelier/kit";
import { portalLinkRecord } from "./portal-link-activity";

/**
 * DELETE /api/portal-tokens/:id: the link stops working at once, also where the gateway keeps it cached
 * (a Redis failure answers an error, so the designer revokes again); revoking it again changes nothing.
 */
export function revokePortalLink({ prisma, redis }: ServiceDeps<unknown>): AccessHandler<Staff, PortalToken> {
  return async (_req, res, { record: link }) => {
    await prisma.$transaction(async (tx) => {
      const { count } = await tx.portalToken.updateMany({ where: { id: link.id, revokedAt: null }, data: { revokedAt: new Date() } });
      if (count === 1) await recordActivity(tx, { projectId: link.projectId, record: portalLinkRecord(link), action: "cancelled" });
      else changedNothing();
    });
    await markPortalLinkRevoked(redis, link.tokenHash, link.expiresAt);
    res.status(204).end();
  };
}
