import type { PortalToken } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";

/** DELETE /api/portal-tokens/:id: the link stops working at once; revoking it again changes nothing. */
export function revokePortalLink({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, PortalToken> {
  return async (_req, res, { record: link }) => {
    await prisma.portalToken.updateMany({ where: { id: link.id, revokedAt: null }, data: { revokedAt: new Date() } });
    res.status(204).end();
  };
}
