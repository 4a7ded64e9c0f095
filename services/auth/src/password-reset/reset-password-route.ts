import { resetPasswordRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { resetPassword } from "./reset-password";

/** POST /api/password-reset/confirm: 204 once the password is set; the user signs in with it. */
export function resetPasswordRoute(deps: AuthDeps): AccessHandler<null, undefined> {
  return async (req, res) => {
    await resetPassword(deps, parseInput(resetPasswordRequestSchema, req.body));
    res.status(204).end();
  };
}
