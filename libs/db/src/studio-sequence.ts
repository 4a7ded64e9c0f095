import type { Prisma } from "./generated/prisma/client";

/**
 * Takes the studio's next `count` values of a counter (e.g. "quote:2026") and answers the first of them. The
 * database moves the counter on in one statement inside the caller's transaction, whose row lock holds a second
 * transaction back until the first ends: two transactions at once never share a value and a rolled-back one uses none.
 */
export async function nextStudioSequence(tx: Prisma.TransactionClient, studioId: string, counter: string, count = 1): Promise<number> {
  const [row] = await tx.$queryRaw<Array<{ value: number }>>`
    INSERT INTO studio_sequences (studio_id, name, value) VALUES (${studioId}::uuid, ${counter}, ${count})
    ON CONFLICT (studio_id, name) DO UPDATE SET value = studio_sequences.value + ${count}
    RETURNING value`;
  return row!.value - count + 1;
}
