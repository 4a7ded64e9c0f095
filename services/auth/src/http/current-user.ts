import { AUTH_MESSAGES } from "@atelier/contracts";
import { unauthorized, type AccessHandler, type Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { findMemberById, toUserResponse } from "../users";

export function currentUser({ prisma, storage }: AuthDeps): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller }) => {
    // A session can outlive its user (deleted since): that is no session at all.
    const user = await findMemberById(prisma, caller.userId);
    if (!user) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
    res.json(await toUserResponse(storage, user));
  };
}
