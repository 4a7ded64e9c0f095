import { studioDay } from "@atelier/contracts";
import { studioTimeZoneOf, type Prisma, type PrismaClient } from "@atelier/db";

/** The studio's date today ("YYYY-MM-DD" on its clock): what is dated, due and overdue is read against it. */
export async function studioToday(prisma: PrismaClient | Prisma.TransactionClient, studioId: string, now = new Date()): Promise<string> {
  return studioDay(now, await studioTimeZoneOf(prisma, studioId));
}
