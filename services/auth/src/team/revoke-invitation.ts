import type { PrismaClient } from "@atelier/db";
import { recordActivity } from "@atelier/kit";
import { invitationRecord } from "./team-activity";

/** Ends an invitation's link; revoking one already accepted, revoked or expired changes nothing. */
export async function revokeInvitation(prisma: PrismaClient, invitationId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const revoked = await tx.teamInvitation.updateManyAndReturn({ where: { id: invitationId, acceptedAt: null, revokedAt: null }, data: { revokedAt: new Date() } });
    for (const invitation of revoked) await recordActivity(tx, { studioId: invitation.studioId, projectId: null, record: invitationRecord(invitation), action: "cancelled" });
  });
}
