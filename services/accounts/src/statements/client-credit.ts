import { Prisma, type PrismaClient } from "@atelier/db";
import { moneyDifference, sumMoney } from "@atelier/money";

/**
 * What each client paid that no invoice has taken yet (their credit), by project, over one project or a whole studio.
 * Only payments with something left are read, so a studio of thousands of settled payments reads few rows.
 */
export async function clientCredits(prisma: PrismaClient, scope: { projectId: string } | { studioId: string }): Promise<Map<string, string>> {
  const where = "projectId" in scope ? Prisma.sql`p.project_id = ${scope.projectId}::uuid` : Prisma.sql`p.studio_id = ${scope.studioId}::uuid`;
  const rows = await prisma.$queryRaw<Array<{ projectId: string; amount: string; allocated: string }>>`
    SELECT p.project_id AS "projectId", p.amount::text AS amount, COALESCE(SUM(a.amount), 0)::text AS allocated
    FROM payments p LEFT JOIN payment_allocations a ON a.payment_id = p.id
    WHERE ${where}
    GROUP BY p.id
    HAVING p.amount > COALESCE(SUM(a.amount), 0)`;
  const left = new Map<string, string[]>();
  for (const row of rows) left.set(row.projectId, [...(left.get(row.projectId) ?? []), moneyDifference(row.amount, row.allocated)]);
  return new Map([...left].map(([projectId, amounts]) => [projectId, sumMoney(amounts)]));
}
