import { AUTH_MESSAGES, type Endpoints } from "@atelier/contracts";
import { sessionTokenFrom, unauthorized, type RouteHandler, type Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { changePassword } from "./change-password";

/** PUT /api/user/password: 204 once changed; this session stays signed in. */
export function changePasswordRoute(deps: AuthDeps): RouteHandler<Endpoints["changePassword"], Staff, undefined> {
  return async (req, res, { caller, body }) => {
    const token = sessionTokenFrom(req.headers.cookie);
    if (!token) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
    await changePassword(deps, caller.userId, token, body);
    res.status(204).end();
  };
}
