import type { Prisma } from "@atelier/db";

export interface StudioNumbering {
  /** What the number starts with, e.g. "PO" in "PO-2026-0001"; it also names the studio's counter. */
  prefix: string;
  year: number;
  digits: number;
}

/**
 * The studio's next `count` numbers of a kind, e.g. "PO-2026-0001", "PO-2026-0002": a counter per studio,
 * kind and year that the database moves on by `count` inside the transaction that uses them, so two
 * transactions at once never share a number and a rolled-back one uses none.
 */
export async function nextStudioNumbers(tx: Prisma.TransactionClient, studioId: string, { prefix, year, digits }: StudioNumbering, count = 1): Promise<string[]> {
  const [row] = await tx.$queryRaw<Array<{ value: number }>>`
    INSERT INTO studio_sequences (studio_id, name, value) VALUES (${studioId}::uuid, ${`${prefix.toLowerCase()}:${year}`}, ${count})
    ON CONFLICT (studio_id, name) DO UPDATE SET value = studio_sequences.value + ${count}
    RETURNING value`;
  const first = row!.value - count + 1;
  return Array.from({ length: count }, (_, index) => `${prefix}-${year}-${String(first + index).padStart(digits, "0")}`);
}
