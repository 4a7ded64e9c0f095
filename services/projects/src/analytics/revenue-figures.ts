import type { DashboardAnalytics } from "@atelier/contracts";
import type { Prisma, PrismaClient } from "@atelier/db";
import { percentChange, toMoneyString } from "@atelier/money";
import { periodsCte } from "./periods";

interface SummaryRow {
  monthly: Prisma.Decimal;
  quarterly: Prisma.Decimal;
  yearly: Prisma.Decimal;
  last_year_to_date: Prisma.Decimal;
}

interface MonthRow {
  month: string;
  revenue: Prisma.Decimal;
}

/**
 * Subtotals (VAT excluded) of quotes approved (a sample home's never) this month, quarter and year so far, growth against the same stretch of last year,
 * and the last twelve months. Every figure reads approved quotes since the start of last year, which the
 * (studio_id, status) index finds.
 */
export async function revenueFigures(prisma: PrismaClient, studioId: string, now: Date): Promise<DashboardAnalytics["revenue"]> {
  const [summary, months] = await Promise.all([
    prisma.$queryRaw<SummaryRow[]>`
      WITH ${periodsCte(now, studioId)}
      SELECT
        coalesce(sum(subtotal) FILTER (WHERE approved_at >= month_start), 0) AS monthly,
        coalesce(sum(subtotal) FILTER (WHERE approved_at >= quarter_start), 0) AS quarterly,
        coalesce(sum(subtotal) FILTER (WHERE approved_at >= year_start), 0) AS yearly,
        coalesce(sum(subtotal) FILTER (WHERE approved_at < year_start AND approved_at <= last_year_same_point), 0) AS last_year_to_date
      FROM periods
      LEFT JOIN quotes ON studio_id = ${studioId}::uuid AND status = 'approved' AND NOT sample AND approved_at >= last_year_start AND approved_at <= now`,
    prisma.$queryRaw<MonthRow[]>`
      WITH ${periodsCte(now, studioId)},
      months AS (
        SELECT generate_series(local_month - interval '11 months', local_month, interval '1 month') AS month FROM periods
      ),
      approved AS (
        SELECT date_trunc('month', approved_at AT TIME ZONE zone) AS month, sum(subtotal) AS revenue
        FROM quotes, periods
        WHERE studio_id = ${studioId}::uuid AND status = 'approved' AND NOT sample
          AND approved_at >= (local_month - interval '11 months') AT TIME ZONE zone AND approved_at <= now
        GROUP BY 1
      )
      SELECT to_char(months.month, 'YYYY-MM') AS month, coalesce(approved.revenue, 0) AS revenue
      FROM months LEFT JOIN approved USING (month)
      ORDER BY months.month`,
  ]);
  const totals = summary[0]!;
  return {
    monthly: toMoneyString(totals.monthly),
    quarterly: toMoneyString(totals.quarterly),
    yearly: toMoneyString(totals.yearly),
    growth: percentChange(totals.yearly, totals.last_year_to_date),
    byMonth: months.map(({ month, revenue }) => ({ month, revenue: toMoneyString(revenue) })),
  };
}
