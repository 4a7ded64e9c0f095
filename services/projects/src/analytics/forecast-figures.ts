import type { DashboardAnalytics } from "@atelier/contracts";
import type { Prisma, PrismaClient } from "@atelier/db";
import { shareOf, sumMoney, toMoneyString } from "@atelier/money";
import { AWAITING_CLIENT, periodsCte } from "./periods";

interface ForecastRow {
  awaiting: Prisma.Decimal;
  approved: number;
  decided: number;
  undelivered: Prisma.Decimal;
}

/**
 * The pipeline's expected revenue (VAT excluded): quotes awaiting the client, weighted by how often the studio's
 * clients approve, plus approved work still in progress; a sample home's quotes never count. The approval rate is read from the latest version of each
 * quote number, so a quote the client asked to change and that is being revised is undecided, not lost.
 */
export async function forecastFigures(prisma: PrismaClient, studioId: string, now: Date): Promise<DashboardAnalytics["forecast"]> {
  const [row] = await prisma.$queryRaw<ForecastRow[]>`
    WITH ${periodsCte(now, studioId)},
    latest AS (
      SELECT DISTINCT ON (number) status, subtotal, project_id FROM quotes
      WHERE studio_id = ${studioId}::uuid AND NOT sample
      ORDER BY number, version DESC
    )
    SELECT
      (SELECT coalesce(sum(subtotal), 0) FROM quotes, periods
        WHERE studio_id = ${studioId}::uuid AND ${AWAITING_CLIENT}) AS awaiting,
      (SELECT count(*) FROM latest WHERE status = 'approved')::int AS approved,
      (SELECT count(*) FROM latest WHERE status IN ('approved', 'rejected', 'expired'))::int AS decided,
      (SELECT coalesce(sum(latest.subtotal), 0) FROM latest JOIN projects ON projects.id = latest.project_id
        WHERE latest.status = 'approved' AND projects.status <> 'completed' AND projects.archived_at IS NULL) AS undelivered`;
  const { awaiting, approved, decided, undelivered } = row!;
  const expectedFromAwaiting = shareOf(awaiting, approved, decided);
  return {
    awaitingApproval: toMoneyString(awaiting),
    approvalRate: decided === 0 ? null : Math.round((approved * 1000) / decided) / 10,
    expectedFromAwaiting,
    approvedUndelivered: toMoneyString(undelivered),
    projected: sumMoney([expectedFromAwaiting, undelivered]),
  };
}
