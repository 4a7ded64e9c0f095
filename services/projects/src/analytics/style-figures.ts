import type { PrismaClient } from "@atelier/db";

const POPULAR_STYLES = 5;

/**
 * The design and architectural styles chosen most often across the studio's projects, counted together
 * ("minimalist" is both). The database stores the spec's spelling, "luxury-modern", so it is answered as stored.
 */
export async function popularStyles(prisma: PrismaClient, studioId: string): Promise<string[]> {
  const rows = await prisma.$queryRaw<Array<{ style: string }>>`
    SELECT style
    FROM projects, unnest(ARRAY[design_style::text, architectural_style::text]) AS style
    WHERE studio_id = ${studioId}::uuid AND style IS NOT NULL
    GROUP BY style
    ORDER BY count(*) DESC, style
    LIMIT ${POPULAR_STYLES}`;
  return rows.map(({ style }) => style);
}
