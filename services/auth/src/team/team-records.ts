import type { PrismaClient } from "@atelier/db";
import type { StudioRecord } from "@atelier/kit";

/** A member of the caller's studio, named by the path; one removed is gone. */
export const memberRecord = (prisma: PrismaClient): StudioRecord<{ id: string; role: string }> => ({
  name: "Member",
  ofStudio: (id, { studioId }) => prisma.user.findFirst({ where: { id, studioId, removedAt: null }, select: { id: true, role: true } }),
});

/** An invitation of the caller's studio, named by the path. */
export const invitationRecord = (prisma: PrismaClient): StudioRecord<{ id: string }> => ({
  name: "Invitation",
  ofStudio: (id, { studioId }) => prisma.teamInvitation.findFirst({ where: { id, studioId }, select: { id: true } }),
});
