import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { previewInvitation } from "./preview-invitation";

/** POST /api/invitations/preview: what a working link invites to; 400 on `token` for one that does not work. */
export function previewInvitationRoute({ prisma }: AuthDeps): RouteHandler<Endpoints["invitationPreview"], null, undefined> {
  return async (_req, res, { body }) => {
    res.json(await previewInvitation(prisma, body.token));
  };
}
