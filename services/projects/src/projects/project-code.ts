import type { Prisma } from "@atelier/db";

/**
 * The next readable code in a studio, e.g. "ATL-2026-014": the studio's prefix, the year, and a
 * counter per studio and year that the database increments atomically, so two projects created at
 * the same moment never share a code.
 */
export async function nextProjectCode(tx: Prisma.TransactionClient, studioId: string, now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
  const [row] = await tx.$queryRaw<Array<{ value: number; prefix: string }>>`
    WITH next AS (
      INSERT INTO studio_sequences (studio_id, name, value) VALUES (${studioId}::uuid, ${`project:${year}`}, 1)
      ON CONFLICT (studio_id, name) DO UPDATE SET value = studio_sequences.value + 1
      RETURNING value
    )
    SELECT next.value, studios.code_prefix AS prefix FROM next, studios WHERE studios.id = ${studioId}::uuid`;
  return `${row!.prefix}-${year}-${String(row!.value).padStart(3, "0")}`;
}
