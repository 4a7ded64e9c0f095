import { randomUUID } from "node:crypto";
import { INVITATION_DAYS, ROLE_LABELS, sendTeamInvitationJob, TEAM_MESSAGES, type InviteMemberRequest, type TeamInvitation } from "@atelier/contracts";
import { fieldRefused, recordActivity, startJobInTransaction, type Staff } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { normalizeEmail } from "../users";
import { findTeamInvitation } from "./team-answers";
import { invitationRecord } from "./team-activity";

/**
 * An invitation to join the caller's studio and the job that mails its link, in one transaction; an earlier invitation
 * to the same e-mail still pending is revoked, so only the newest link works. An e-mail that already has an account
 * (in any studio) is refused: a person belongs to one studio.
 */
export async function inviteMember({ prisma }: Pick<AuthDeps, "prisma">, caller: Staff, { email, role }: InviteMemberRequest, origin: string): Promise<TeamInvitation> {
  const address = normalizeEmail(email);
  if ((await prisma.user.count({ where: { email: address } })) > 0) throw fieldRefused("email", TEAM_MESSAGES.alreadyMember);
  const invitationId = randomUUID();
  await prisma.$transaction(async (tx) => {
    await tx.teamInvitation.updateMany({ where: { studioId: caller.studioId, email: address, acceptedAt: null, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.teamInvitation.create({
      data: { id: invitationId, studioId: caller.studioId, email: address, role, invitedById: caller.userId, expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000) },
    });
    const changes = [{ field: "role", label: "Role", before: null, after: ROLE_LABELS[role] }];
    await recordActivity(tx, { studioId: caller.studioId, projectId: null, record: invitationRecord({ id: invitationId, email: address }), action: "invited", changes });
    await startJobInTransaction(tx, sendTeamInvitationJob, { studioId: caller.studioId, userId: caller.userId, projectId: null }, { invitationId, origin });
  });
  return findTeamInvitation(prisma, invitationId);
}
