import { loginRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { signIn } from "../sign-in";
import { toUserResponse } from "../users";
import { setSessionCookie } from "./session-cookie";

/** POST /api/login: the user, signed in by the cookie. */
export function login(deps: AuthDeps): AccessHandler<null, undefined> {
  return async (req, res) => {
    const { user, token } = await signIn(deps, deps.passwords, parseInput(loginRequestSchema, req.body));
    setSessionCookie(req, res, token);
    res.json(await toUserResponse(deps.storage, user));
  };
}
