import type { PrismaClient } from "@atelier/db";

/** (sell − cost) / sell over every line of the studio's approved quotes (labour and delivery too, samples not), before VAT. */
export async function profitMargin(prisma: PrismaClient, studioId: string): Promise<number | null> {
  const [row] = await prisma.$queryRaw<Array<{ margin: number | null }>>`
    SELECT round(100 * (sum(line.line_total) - sum(line.unit_cost * line.quantity)) / nullif(sum(line.line_total), 0), 1)::float8 AS margin
    FROM quotes AS quote
    JOIN quote_lines AS line ON line.quote_id = quote.id
    WHERE quote.studio_id = ${studioId}::uuid AND quote.status = 'approved' AND NOT quote.sample`;
  return row!.margin;
}
