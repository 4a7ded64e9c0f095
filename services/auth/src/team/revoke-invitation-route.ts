import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { revokeInvitation } from "./revoke-invitation";

/** DELETE /api/team/invitations/:invitationId: 204; the link stops working. */
export function revokeInvitationRoute({ prisma }: AuthDeps): RouteHandler<Endpoints["revokeInvitation"], Staff, { id: string }> {
  return async (_req, res, { record }) => {
    await revokeInvitation(prisma, record.id);
    res.status(204).end();
  };
}
