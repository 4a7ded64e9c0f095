import type { Prisma } from "@atelier/db";

export interface StudioNumbering {
  /** What the number starts with, e.g. "PO" in "PO-2026-0001"; it also names the studio's counter. */
  prefix: string;
  year: number;
  digits: number;
}

/**
 * The studio's next number of a kind, e.g. "PO-2026-0001": a counter per studio, kind and year that the
 * database increments inside the transaction that uses it, so two made at once never share a number and a
 * rolled-back one uses none.
 */
export async function nextStudioNumber(tx: Prisma.TransactionClient, studioId: string, { prefix, year, digits }: StudioNumbering): Promise<string> {
  const [row] = await tx.$queryRaw<Array<{ value: number }>>`
    INSERT INTO studio_sequences (studio_id, name, value) VALUES (${studioId}::uuid, ${`${prefix.toLowerCase()}:${year}`}, 1)
    ON CONFLICT (studio_id, name) DO UPDATE SET value = studio_sequences.value + 1
    RETURNING value`;
  return `${prefix}-${year}-${String(row!.value).padStart(digits, "0")}`;
}
