import type { Prisma, PrismaClient } from "./generated/prisma/client";

/** The IANA zone the studio reads its dates and times in: its documents, e-mails and "today" follow it. */
export async function studioTimeZoneOf(prisma: PrismaClient | Prisma.TransactionClient, studioId: string): Promise<string> {
  const studio = await prisma.studio.findUniqueOrThrow({ where: { id: studioId }, select: { timeZone: true } });
  return studio.timeZone;
}
