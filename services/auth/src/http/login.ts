import { loginRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type ServiceDeps } from "@atelier/kit";
import type { PasswordHasher } from "../password";
import { signIn } from "../sign-in";
import { toUserResponse } from "../users";
import { setSessionCookie } from "./session-cookie";

/** POST /api/login: the user, signed in by the cookie. */
export function login(deps: ServiceDeps<unknown>, passwords: PasswordHasher): AccessHandler<null, undefined> {
  return async (req, res) => {
    const { user, token } = await signIn(deps, passwords, parseInput(loginRequestSchema, req.body));
    setSessionCookie(req, res, token);
    res.json(toUserResponse(user));
  };
}
