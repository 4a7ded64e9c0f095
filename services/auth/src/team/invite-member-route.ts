import type { Endpoints } from "@atelier/contracts";
import { appOrigin, type RouteHandler, type Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { inviteMember } from "./invite-member";

/** POST /api/team/invitations: 201 with the invitation; its link is mailed to the studio's own origin. */
export function inviteMemberRoute(deps: AuthDeps): RouteHandler<Endpoints["inviteMember"], Staff, undefined> {
  return async (req, res, { caller, body }) => {
    res.status(201).json(await inviteMember(deps, caller, body, appOrigin(req)));
  };
}
