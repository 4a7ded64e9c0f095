import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { readTeam } from "./team-answers";

/** GET /api/team: the caller's studio's members and pending invitations. */
export function listTeamRoute({ prisma }: AuthDeps): RouteHandler<Endpoints["team"], Staff, undefined> {
  return async (_req, res, { caller }) => {
    res.json(await readTeam(prisma, caller.studioId));
  };
}
