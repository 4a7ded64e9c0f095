import { endpoints } from "@atelier/contracts";
import { appOrigin, publicRoute, staff, type DeclaredRoutes } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { setSessionCookie } from "../http/session-cookie";
import { toUserResponse } from "../users";
import { acceptInvitation } from "./accept-invitation";
import { changeMemberRole } from "./change-member-role";
import { inviteMember } from "./invite-member";
import { previewInvitation } from "./preview-invitation";
import { removeMember } from "./remove-member";
import { revokeInvitation } from "./revoke-invitation";
import { readTeam } from "./team-answers";
import { invitationRecord, memberRecord } from "./team-records";
import { transferOwnership } from "./transfer-ownership";

/** The studio's team: members, their roles, invitations and the owner's transfer; and joining by an invitation. */
export function teamRoutes(routes: DeclaredRoutes, deps: AuthDeps): void {
  const members = memberRecord(deps.prisma);
  routes.serve(endpoints.team, staff(), async (_req, res, { caller }) => void res.json(await readTeam(deps.prisma, caller.studioId)));
  routes.serve(endpoints.inviteMember, staff(), async (req, res, { caller, body }) => void res.status(201).json(await inviteMember(deps, caller, body, appOrigin(req))));
  routes.serve(endpoints.revokeInvitation, staff(invitationRecord(deps.prisma)), async (_req, res, { record }) => {
    await revokeInvitation(deps.prisma, record.id);
    res.status(204).end();
  });
  routes.serve(endpoints.changeMemberRole, staff(members), async (_req, res, { caller, record, body }) => void res.json(await changeMemberRole(deps, caller, record.id, body)));
  routes.serve(endpoints.removeMember, staff(members), async (_req, res, { caller, record }) => {
    await removeMember(deps, caller, record.id);
    res.status(204).end();
  });
  routes.serve(endpoints.transferOwnership, staff(), async (_req, res, { caller, body }) => void res.json(await transferOwnership(deps, caller, body)));
  routes.serve(endpoints.invitationPreview, publicRoute("the mailed link's token is the proof, not a session"), async (_req, res, { body }) => void res.json(await previewInvitation(deps.prisma, body.token)));
  routes.serve(endpoints.acceptInvitation, publicRoute("whoever accepts an invitation has no account yet"), async (req, res, { body }) => {
    const { user, token } = await acceptInvitation(deps, body);
    setSessionCookie(req, res, token);
    res.status(201).json(await toUserResponse(deps.storage, user));
  });
}
