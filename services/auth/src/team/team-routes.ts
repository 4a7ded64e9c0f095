import { endpoints } from "@atelier/contracts";
import { publicRoute, staff, type DeclaredRoutes } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { acceptInvitationRoute } from "./accept-invitation-route";
import { changeMemberRoleRoute } from "./change-member-role-route";
import { inviteMemberRoute } from "./invite-member-route";
import { listTeamRoute } from "./list-team-route";
import { previewInvitationRoute } from "./preview-invitation-route";
import { removeMemberRoute } from "./remove-member-route";
import { revokeInvitationRoute } from "./revoke-invitation-route";
import { setMemberRateRoute } from "./set-member-rate-route";
import { invitationRecord, memberRecord } from "./team-records";
import { transferOwnershipRoute } from "./transfer-ownership-route";

/** The studio's team: members, their roles, invitations and the owner's transfer; and joining by an invitation. */
export function teamRoutes(routes: DeclaredRoutes, deps: AuthDeps): void {
  const members = memberRecord(deps.prisma);
  routes.serve(endpoints.team, staff(), listTeamRoute(deps));
  routes.serve(endpoints.inviteMember, staff(), inviteMemberRoute(deps));
  routes.serve(endpoints.revokeInvitation, staff(invitationRecord(deps.prisma)), revokeInvitationRoute(deps));
  routes.serve(endpoints.changeMemberRole, staff(members), changeMemberRoleRoute(deps));
  routes.serve(endpoints.setMemberRate, staff(members), setMemberRateRoute(deps));
  routes.serve(endpoints.removeMember, staff(members), removeMemberRoute(deps));
  routes.serve(endpoints.transferOwnership, staff(), transferOwnershipRoute(deps));
  routes.serve(endpoints.invitationPreview, publicRoute("the mailed link's token is the proof, not a session"), previewInvitationRoute(deps));
  routes.serve(endpoints.acceptInvitation, publicRoute("whoever accepts an invitation has no account yet"), acceptInvitationRoute(deps));
}
