import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { setSessionCookie } from "../http/session-cookie";
import { toUserResponse } from "../users";
import { acceptInvitation } from "./accept-invitation";

/** POST /api/invitations/accept: 201 with the new member, signed in by the cookie. */
export function acceptInvitationRoute(deps: AuthDeps): RouteHandler<Endpoints["acceptInvitation"], null, undefined> {
  return async (req, res, { body }) => {
    const { user, token } = await acceptInvitation(deps, body);
    setSessionCookie(req, res, token);
    res.status(201).json(await toUserResponse(deps.storage, user));
  };
}
