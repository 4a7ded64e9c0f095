import { AUTH_MESSAGES, changePasswordRequestSchema } from "@atelier/contracts";
import { parseInput, sessionTokenFrom, unauthorized, type AccessHandler, type Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { changePassword } from "./change-password";

/** PUT /api/user/password: 204 once changed; this session stays signed in. */
export function changePasswordRoute(deps: AuthDeps): AccessHandler<Staff, undefined> {
  return async (req, res, { caller }) => {
    const token = sessionTokenFrom(req.headers.cookie);
    if (!token) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
    await changePassword(deps, caller.userId, token, parseInput(changePasswordRequestSchema, req.body));
    res.status(204).end();
  };
}
