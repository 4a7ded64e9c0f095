import { updateProfileRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { toUserResponse } from "../users";
import { changeProfile } from "./change-profile";

/** PUT /api/user/profile: the signed-in user's names and photo; answers the user as GET /api/user does. */
export function updateProfileRoute(deps: AuthDeps): AccessHandler<Staff, undefined> {
  return async (req, res, { caller }) => {
    const user = await changeProfile(deps, caller, parseInput(updateProfileRequestSchema, req.body));
    res.json(await toUserResponse(deps.storage, user));
  };
}
