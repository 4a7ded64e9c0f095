import type { PrismaClient } from "@atelier/db";

/** Every designer of the studio: who hears of a client's answer to a quote, or a meeting coming up. */
export async function studioStaffIds(prisma: PrismaClient, studioId: string): Promise<string[]> {
  const users = await prisma.user.findMany({ where: { studioId }, select: { id: true }, orderBy: { createdAt: "asc" } });
  return users.map((user) => user.id);
}

/**
 * Who hears of something about one designer's work (a project's creator): that designer while they are of
 * the studio, else every designer of it, so the news never goes unheard.
 */
export async function designerOrStudio(prisma: PrismaClient, studioId: string, designerId: string | null): Promise<string[]> {
  const designer = designerId ? await prisma.user.findFirst({ where: { id: designerId, studioId }, select: { id: true } }) : null;
  return designer ? [designer.id] : studioStaffIds(prisma, studioId);
}
