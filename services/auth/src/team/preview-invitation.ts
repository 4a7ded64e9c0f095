import type { InvitationPreview } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { invalidInvitation, openInvitationWhere } from "./invitation-link";

/** What a working invitation link invites to: the studio, the address and the role. */
export async function previewInvitation(prisma: PrismaClient, token: string): Promise<InvitationPreview> {
  const invitation = await prisma.teamInvitation.findFirst({
    where: openInvitationWhere(token),
    select: { email: true, role: true, studio: { select: { name: true } }, invitedBy: { select: { firstName: true, lastName: true } } },
  });
  if (!invitation) throw invalidInvitation();
  return { studioName: invitation.studio.name, email: invitation.email, role: invitation.role, invitedBy: `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}` };
}
