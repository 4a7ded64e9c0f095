import type { PrismaClient } from "@atelier/db";

/** The studio behind a link with this token hash that once was valid (of `projectId`, when one is named), or null. */
export async function findEndedLinkStudio(prisma: PrismaClient, tokenHash: string, projectId: string | null) {
  const link = await prisma.portalToken.findFirst({
    where: { tokenHash, ...(projectId ? { projectId } : {}) },
    select: { project: { select: { studio: { select: { name: true, email: true, phone: true } } } } },
  });
  return link?.project.studio ?? null;
}
