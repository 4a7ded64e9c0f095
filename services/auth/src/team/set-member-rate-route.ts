import type { Endpoints } from "@atelier/contracts";
import { fieldChanges, recordActivity, type RouteHandler, type Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { findTeamMember } from "./team-answers";
import { hourlyRateShown, memberNamed, memberRecord } from "./team-activity";

/** PUT /api/team/members/:memberId/rate: the member with the rate their time is billed at from now on (time already billed keeps its price). */
export function setMemberRateRoute({ prisma }: AuthDeps): RouteHandler<Endpoints["setMemberRate"], Staff, { id: string }> {
  return async (_req, res, { caller, record, body: { hourlyRate } }) => {
    await prisma.$transaction(async (tx) => {
      const before = await tx.user.findUniqueOrThrow({ where: { id: record.id }, select: { ...memberNamed, hourlyRate: true } });
      const after = await tx.user.update({ where: { id: record.id }, data: { hourlyRate }, select: { hourlyRate: true } });
      const changes = fieldChanges(before, { ...before, ...after }, { hourlyRate: hourlyRateShown });
      await recordActivity(tx, { studioId: caller.studioId, projectId: null, record: memberRecord(before), action: "updated", changes });
    });
    res.json(await findTeamMember(prisma, record.id));
  };
}
