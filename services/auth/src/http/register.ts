import { registerRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type ServiceDeps } from "@atelier/kit";
import type { PasswordHasher } from "../password";
import { signUp } from "../sign-up";
import { toUserResponse } from "../users";
import { setSessionCookie } from "./session-cookie";

/** POST /api/register: 201 with the new user, signed in by the cookie. */
export function register(deps: ServiceDeps<unknown>, passwords: PasswordHasher): AccessHandler<null, undefined> {
  return async (req, res) => {
    const { user, token } = await signUp(deps, passwords, parseInput(registerRequestSchema, req.body));
    setSessionCookie(req, res, token);
    res.status(201).json(toUserResponse(user));
  };
}
