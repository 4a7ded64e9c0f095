import type { Prisma } from "@atelier/db";

/**
 * The next delivery number of a studio, e.g. "DEL-2026-001": a counter per studio and year that the
 * database increments atomically inside the transaction that creates the delivery, so two deliveries
 * scheduled at the same moment never share a number and a rolled-back one uses none.
 */
export async function nextDeliveryNumber(tx: Prisma.TransactionClient, studioId: string, year: number): Promise<string> {
  const [row] = await tx.$queryRaw<Array<{ value: number }>>`
    INSERT INTO studio_sequences (studio_id, name, value) VALUES (${studioId}::uuid, ${`delivery:${year}`}, 1)
    ON CONFLICT (studio_id, name) DO UPDATE SET value = studio_sequences.value + 1
    RETURNING value`;
  return `DEL-${year}-${String(row!.value).padStart(3, "0")}`;
}
