import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { removeMember } from "./remove-member";

/** DELETE /api/team/members/:memberId: 204; the member is signed out everywhere. */
export function removeMemberRoute(deps: AuthDeps): RouteHandler<Endpoints["removeMember"], Staff, { id: string }> {
  return async (_req, res, { caller, record }) => {
    await removeMember(deps, caller, record.id);
    res.status(204).end();
  };
}
