import { Prisma, type PrismaClient } from "@atelier/db";
import { moneyDifference, sumMoney, toCents } from "@atelier/money";

type Reader = PrismaClient | Prisma.TransactionClient;

/**
 * Each client's credit, by project, over one project or a whole studio: what their payments left that no invoice has
 * taken, less what was refunded to them. Only payments with something left are read, so a studio of thousands of
 * settled payments reads few rows. Projects without credit are left out.
 */
export async function clientCredits(db: Reader, scope: { projectId: string } | { studioId: string }): Promise<Map<string, string>> {
  const payments = "projectId" in scope ? Prisma.sql`p.project_id = ${scope.projectId}::uuid` : Prisma.sql`p.studio_id = ${scope.studioId}::uuid`;
  const refunds = "projectId" in scope ? Prisma.sql`project_id = ${scope.projectId}::uuid` : Prisma.sql`studio_id = ${scope.studioId}::uuid`;
  // One after the other: inside a transaction both run on its one connection.
  const left = await db.$queryRaw<Array<{ projectId: string; amount: string; allocated: string }>>`
    SELECT p.project_id AS "projectId", p.amount::text AS amount, COALESCE(SUM(a.amount), 0)::text AS allocated
    FROM payments p LEFT JOIN payment_allocations a ON a.payment_id = p.id
    WHERE ${payments}
    GROUP BY p.id
    HAVING p.amount > COALESCE(SUM(a.amount), 0)`;
  const refunded = await db.$queryRaw<Array<{ projectId: string; amount: string }>>`SELECT project_id AS "projectId", amount::text AS amount FROM refunds WHERE ${refunds}`;
  const byProject = new Map<string, string[]>();
  const add = (projectId: string, amount: string) => byProject.set(projectId, [...(byProject.get(projectId) ?? []), amount]);
  for (const row of left) add(row.projectId, moneyDifference(row.amount, row.allocated));
  for (const row of refunded) add(row.projectId, `-${row.amount}`);
  const credits = [...byProject].map(([projectId, amounts]) => [projectId, sumMoney(amounts)] as const);
  return new Map(credits.filter(([, credit]) => toCents(credit).gt(0)));
}

/** One project's client's credit. */
export async function clientCredit(db: Reader, projectId: string): Promise<string> {
  return (await clientCredits(db, { projectId })).get(projectId) ?? "0.00";
}
