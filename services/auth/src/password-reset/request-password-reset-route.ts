import type { z } from "zod";
import { AUTH_MESSAGES, type Endpoints, type forgotPasswordResponseSchema } from "@atelier/contracts";
import { appOrigin, type RouteHandler } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { requestPasswordReset } from "./request-password-reset";

/** POST /api/password-reset: 202 with the same words whether or not the e-mail has an account. */
export function requestPasswordResetRoute(deps: AuthDeps): RouteHandler<Endpoints["forgotPassword"], null, undefined> {
  return async (req, res, { body: { email } }) => {
    await requestPasswordReset(deps, email, appOrigin(req));
    const answer: z.infer<typeof forgotPasswordResponseSchema> = { message: AUTH_MESSAGES.resetLinkSent };
    res.status(202).json(answer);
  };
}
