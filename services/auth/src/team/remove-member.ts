import { recordActivity, type Staff } from "@atelier/kit";
import { endSessions } from "../account/end-sessions";
import type { AuthDeps } from "../auth-deps";
import { memberToChange } from "./member-change";
import { memberRecord } from "./team-activity";

/**
 * Removes a member (not the owner, not oneself): they can no longer sign in or reset their password, their sessions
 * and sockets end at once, and everything they made stays in the studio, still attributed to them.
 */
export async function removeMember(deps: Pick<AuthDeps, "prisma" | "redis" | "emitter">, caller: Staff, memberId: string): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    const member = await memberToChange(tx, caller, memberId);
    await tx.user.update({ where: { id: memberId }, data: { removedAt: new Date() } });
    await recordActivity(tx, { studioId: caller.studioId, projectId: null, record: memberRecord(member), action: "removed" });
    await tx.passwordReset.updateMany({ where: { userId: memberId, usedAt: null }, data: { usedAt: new Date() } });
  });
  await endSessions(deps, memberId, null);
}
