import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { resetPassword } from "./reset-password";

/** POST /api/password-reset/confirm: 204 once the password is set; the user signs in with it. */
export function resetPasswordRoute(deps: AuthDeps): RouteHandler<Endpoints["resetPassword"], null, undefined> {
  return async (_req, res, { body }) => {
    await resetPassword(deps, body);
    res.status(204).end();
  };
}
