import { TEAM_MESSAGES, type AcceptInvitationRequest } from "@atelier/contracts";
import { Prisma } from "@atelier/db";
import { fieldRefused, fieldsSet, memberActor, recordActivity } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { startSession, type SignedIn } from "../sign-in";
import { withStudio } from "../users";
import { invalidInvitation, openInvitationWhere } from "./invitation-link";
import { memberRecord, roleShown } from "./team-activity";

/**
 * The new member joins the inviting studio with the invitation's e-mail and role, signed in. The link works once:
 * spending it and creating the member commit together, so of two uses at once one finds it unspent, and a failure
 * leaves it working.
 */
export async function acceptInvitation(deps: Pick<AuthDeps, "prisma" | "redis" | "passwords">, { token, firstName, lastName, password }: AcceptInvitationRequest): Promise<SignedIn> {
  const passwordHash = await deps.passwords.hash(password);
  const member = await deps.prisma.$transaction(async (tx) => {
    const invitation = await tx.teamInvitation.findFirst({ where: openInvitationWhere(token), select: { id: true, studioId: true, email: true, role: true } });
    if (!invitation) throw invalidInvitation();
    const spent = await tx.teamInvitation.updateMany({ where: { id: invitation.id, acceptedAt: null, revokedAt: null }, data: { acceptedAt: new Date() } });
    if (spent.count === 0) throw invalidInvitation();
    try {
      const joined = await tx.user.create({ data: { email: invitation.email, passwordHash, firstName, lastName, role: invitation.role, studioId: invitation.studioId }, include: withStudio });
      // Nobody is signed in yet: the one acting is the new member.
      await recordActivity(tx, { studioId: joined.studioId, projectId: null, record: memberRecord(joined), action: "joined", actor: memberActor(joined.id), changes: fieldsSet(joined, { role: roleShown }) });
      return joined;
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw fieldRefused("token", TEAM_MESSAGES.alreadyMember);
      throw error;
    }
  });
  return startSession(deps, member);
}
