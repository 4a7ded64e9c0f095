import { TEAM_MESSAGES, type Team, type TransferOwnershipRequest } from "@atelier/contracts";
import { fieldRefused, forbidden, setUserSessionsRole, type Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { lockStudio } from "./lock-studio";
import { readTeam } from "./team-answers";
import { tellMemberTheyChanged } from "./tell-member";
import { memberNamed, recordRoleChange } from "./team-activity";

/** The owner hands the studio to another member and becomes an admin; both changes commit together. */
export async function transferOwnership({ prisma, redis, emitter }: Pick<AuthDeps, "prisma" | "redis" | "emitter">, caller: Staff, { memberId }: TransferOwnershipRequest): Promise<Team> {
  await prisma.$transaction(async (tx) => {
    await lockStudio(tx, caller.studioId);
    // The session said owner; the studio, locked, says whether that is still so.
    if ((await tx.user.count({ where: { id: caller.userId, role: "owner" } })) === 0) throw forbidden(TEAM_MESSAGES.ownerOnly);
    const member = await tx.user.findFirst({ where: { id: memberId, studioId: caller.studioId, removedAt: null }, select: memberNamed });
    if (!member || member.id === caller.userId) throw fieldRefused("memberId", TEAM_MESSAGES.onlyMembers);
    const owner = await tx.user.update({ where: { id: caller.userId }, data: { role: "admin" }, select: memberNamed });
    await tx.user.update({ where: { id: member.id }, data: { role: "owner" } });
    await recordRoleChange(tx, caller.studioId, member, "owner");
    await recordRoleChange(tx, caller.studioId, { ...owner, role: "owner" }, "admin");
  });
  await setUserSessionsRole(redis, caller.userId, "admin");
  await setUserSessionsRole(redis, memberId, "owner");
  tellMemberTheyChanged(emitter, caller.userId);
  tellMemberTheyChanged(emitter, memberId);
  return readTeam(prisma, caller.studioId);
}
