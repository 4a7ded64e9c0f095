import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { changeMemberRole } from "./change-member-role";

/** PUT /api/team/members/:memberId: the member with their new role. */
export function changeMemberRoleRoute(deps: AuthDeps): RouteHandler<Endpoints["changeMemberRole"], Staff, { id: string }> {
  return async (_req, res, { caller, record, body }) => {
    res.json(await changeMemberRole(deps, caller, record.id, body));
  };
}
