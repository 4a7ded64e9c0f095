import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { signUp } from "../sign-up";
import { toUserResponse } from "../users";
import { setSessionCookie } from "./session-cookie";

/** POST /api/register: 201 with the new user, signed in by the cookie. */
export function register(deps: AuthDeps): RouteHandler<Endpoints["register"], null, undefined> {
  return async (req, res, { body }) => {
    const { user, token } = await signUp(deps, deps.passwords, body);
    setSessionCookie(req, res, token);
    res.status(201).json(await toUserResponse(deps.storage, user));
  };
}
