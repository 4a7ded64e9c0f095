import type { Prisma, PrismaClient } from "@atelier/db";

/**
 * The VAT rate an invoice of `day` charges, as a fraction ("0.1500"): the rate in force that day (vat_rates keeps
 * each rate from the day it took effect), or "0" for a studio not registered for VAT.
 */
export async function chargedVatRate(tx: Prisma.TransactionClient | PrismaClient, vatRegistered: boolean, day: string): Promise<string> {
  if (!vatRegistered) return "0";
  const [rate] = await tx.$queryRaw<Array<{ rate: Prisma.Decimal }>>`
    SELECT rate FROM vat_rates WHERE effective_from <= ${day}::date ORDER BY effective_from DESC LIMIT 1`;
  if (!rate) throw new Error(`No VAT rate is in force on ${day}`);
  return rate.rate.toString();
}
