import type { PrismaClient } from "@atelier/db";

/** Every designer of the studio: who hears of a client's answer to a quote, or a meeting coming up. */
export async function studioStaffIds(prisma: PrismaClient, studioId: string): Promise<string[]> {
  const users = await prisma.user.findMany({ where: { studioId }, select: { id: true }, orderBy: { createdAt: "asc" } });
  return users.map((user) => user.id);
}
