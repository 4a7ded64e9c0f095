import type { Prisma, PrismaClient } from "@atelier/db";
import { fieldRefused, studioToday } from "@atelier/kit";

/** Refuses, naming the field, a day after the studio's today: money is not received, paid or paid back tomorrow. */
export async function refuseFutureDay(db: PrismaClient | Prisma.TransactionClient, studioId: string, field: string, label: string, day: string): Promise<void> {
  if (day > (await studioToday(db, studioId))) throw fieldRefused(field, `${label} cannot be after today`);
}
