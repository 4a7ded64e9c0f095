import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { toUserResponse } from "../users";
import { changeProfile } from "./change-profile";

/** PUT /api/user/profile: the signed-in user's names and photo; answers the user as GET /api/user does. */
export function updateProfileRoute(deps: AuthDeps): RouteHandler<Endpoints["updateProfile"], Staff, undefined> {
  return async (_req, res, { caller, body }) => {
    const user = await changeProfile(deps, caller, body);
    res.json(await toUserResponse(deps.storage, user));
  };
}
