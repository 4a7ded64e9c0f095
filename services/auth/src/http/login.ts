import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { signIn } from "../sign-in";
import { toUserResponse } from "../users";
import { setSessionCookie } from "./session-cookie";

/** POST /api/login: the user, signed in by the cookie. */
export function login(deps: AuthDeps): RouteHandler<Endpoints["logIn"], null, undefined> {
  return async (req, res, { body }) => {
    const { user, token } = await signIn(deps, deps.passwords, body);
    setSessionCookie(req, res, token);
    res.json(await toUserResponse(deps.storage, user));
  };
}
