import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { findTeamMember } from "./team-answers";

/** PUT /api/team/members/:memberId/rate: the member with the rate their time is billed at from now on (time already billed keeps its price). */
export function setMemberRateRoute({ prisma }: AuthDeps): RouteHandler<Endpoints["setMemberRate"], Staff, { id: string }> {
  return async (_req, res, { record, body: { hourlyRate } }) => {
    await prisma.user.update({ where: { id: record.id }, data: { hourlyRate } });
    res.json(await findTeamMember(prisma, record.id));
  };
}
