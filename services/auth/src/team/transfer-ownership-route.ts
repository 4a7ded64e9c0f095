import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { transferOwnership } from "./transfer-ownership";

/** POST /api/team/ownership: the team as it stands after the transfer. */
export function transferOwnershipRoute(deps: AuthDeps): RouteHandler<Endpoints["transferOwnership"], Staff, undefined> {
  return async (_req, res, { caller, body }) => {
    res.json(await transferOwnership(deps, caller, body));
  };
}
