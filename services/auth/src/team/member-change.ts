import { TEAM_MESSAGES } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { conflict, notFound, type Staff } from "@atelier/kit";
import { lockStudio } from "./lock-studio";
import { memberNamed, type NamedMember } from "./team-activity";

/**
 * Locks the studio's team and reads the member as it stands now, refusing a change to the caller themself or to the
 * owner, whose role moves only by a transfer.
 */
export async function memberToChange(tx: Prisma.TransactionClient, caller: Staff, memberId: string): Promise<NamedMember> {
  await lockStudio(tx, caller.studioId);
  const member = await tx.user.findFirst({ where: { id: memberId, studioId: caller.studioId, removedAt: null }, select: memberNamed });
  if (!member) throw notFound("Member not found");
  if (member.id === caller.userId) throw conflict(TEAM_MESSAGES.notYourself);
  if (member.role === "owner") throw conflict(TEAM_MESSAGES.ownerStays);
  return member;
}
