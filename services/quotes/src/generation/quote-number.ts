import type { Prisma } from "@atelier/db";

/**
 * The next quote number of a studio, e.g. "Q-2026-0007": the year of creation and a counter per studio
 * and year that the database increments atomically, inside the transaction that creates the quote, so
 * two quotes made at the same moment never share a number and a rolled-back one uses none.
 */
export async function nextQuoteNumber(tx: Prisma.TransactionClient, studioId: string, year: number): Promise<string> {
  const [row] = await tx.$queryRaw<Array<{ value: number }>>`
    INSERT INTO studio_sequences (studio_id, name, value) VALUES (${studioId}::uuid, ${`quote:${year}`}, 1)
    ON CONFLICT (studio_id, name) DO UPDATE SET value = studio_sequences.value + 1
    RETURNING value`;
  return `Q-${year}-${String(row!.value).padStart(4, "0")}`;
}
