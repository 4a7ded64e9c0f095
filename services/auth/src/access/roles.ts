import type { PrismaClient } from "@atelier/db";
import type { Staff, StaffRole } from "@atelier/kit";

/** Whether the signed-in designer owns their studio, as the users table says now (a role can change mid-session). */
export async function isStudioOwner(prisma: PrismaClient, { userId, studioId }: Staff): Promise<boolean> {
  return (await prisma.user.count({ where: { id: userId, studioId, role: "owner" } })) > 0;
}

export const studioOwner = (prisma: PrismaClient): StaffRole => ({ name: "owner", holds: (staff) => isStudioOwner(prisma, staff) });
