import { nextStudioSequence, type Prisma } from "@atelier/db";

export interface StudioNumbering {
  /** What the number starts with, e.g. "PO" in "PO-2026-0001"; it also names the studio's counter. */
  prefix: string;
  year: number;
  digits: number;
}

/**
 * The studio's next `count` numbers of a kind, e.g. "PO-2026-0001", "PO-2026-0002": the counter per studio,
 * kind and year, taken inside the transaction that uses them (see nextStudioSequence).
 */
export async function nextStudioNumbers(tx: Prisma.TransactionClient, studioId: string, { prefix, year, digits }: StudioNumbering, count = 1): Promise<string[]> {
  const first = await nextStudioSequence(tx, studioId, `${prefix.toLowerCase()}:${year}`, count);
  return Array.from({ length: count }, (_, index) => `${prefix}-${year}-${String(first + index).padStart(digits, "0")}`);
}
