import type { ChangeMemberRoleRequest, TeamMember } from "@atelier/contracts";
import { setUserSessionsRole, type Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { memberToChange } from "./member-change";
import { tellMemberTheyChanged } from "./tell-member";
import { findTeamMember } from "./team-answers";
import { recordRoleChange } from "./team-activity";

/** Gives a member (not the owner, not oneself) another role; their open sessions carry it from their next request. */
export async function changeMemberRole({ prisma, redis, emitter }: Pick<AuthDeps, "prisma" | "redis" | "emitter">, caller: Staff, memberId: string, { role }: ChangeMemberRoleRequest): Promise<TeamMember> {
  await prisma.$transaction(async (tx) => {
    const member = await memberToChange(tx, caller, memberId);
    await tx.user.update({ where: { id: memberId }, data: { role } });
    await recordRoleChange(tx, caller.studioId, member, role);
  });
  await setUserSessionsRole(redis, memberId, role);
  tellMemberTheyChanged(emitter, memberId);
  return findTeamMember(prisma, memberId);
}
