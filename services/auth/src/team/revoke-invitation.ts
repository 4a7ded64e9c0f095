import type { PrismaClient } from "@atelier/db";

/** Ends an invitation's link; revoking one already accepted, revoked or expired changes nothing. */
export async function revokeInvitation(prisma: PrismaClient, invitationId: string): Promise<void> {
  await prisma.teamInvitation.updateMany({ where: { id: invitationId, acceptedAt: null, revokedAt: null }, data: { revokedAt: new Date() } });
}
