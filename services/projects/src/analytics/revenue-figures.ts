import type { DashboardAnalytics } from "@atelier/contracts";
import { Prisma, type PrismaClient } from "@atelier/db";
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
 * What the studio sold, VAT excluded, as the Overview's Total Revenue counts it (spec-decisions): once it has issued
 * an invoice, its invoices' subtotals on their issue dates less its credit notes'; until then, its approved quotes'
 * subtotals when approved (a sample home's never). Needs `periods` (for the studio's zone) in the same query.
 */
const salesCte = (studioId: string) => Prisma.sql`
  invoicing AS MATERIALIZED (SELECT EXISTS (SELECT 1 FROM invoices WHERE studio_id = ${studioId}::uuid AND status <> 'draft') AS yes),
  sales AS (
    SELECT approved_at AS at, subtotal AS amount FROM quotes, invoicing
    WHERE studio_id = ${studioId}::uuid AND status = 'approved' AND NOT sample AND NOT invoicing.yes
    UNION ALL
    SELECT issue_date::timestamp AT TIME ZONE periods.zone, subtotal FROM invoices, invoicing, periods
    WHERE studio_id = ${studioId}::uuid AND status <> 'draft' AND invoicing.yes
    UNION ALL
    SELECT issue_date::timestamp AT TIME ZONE periods.zone, -subtotal FROM credit_notes, invoicing, periods
    WHERE studio_id = ${studioId}::uuid AND invoicing.yes
  )`;

/**
 * Sales this month, quarter and year so far, growth against the same stretch of last year, and the last twelve
 * months. Every figure reads sales since the start of last year, which the (studio_id, status) indexes find.
 */
export async function revenueFigures(prisma: PrismaClient, studioId: string, now: Date): Promise<DashboardAnalytics["revenue"]> {
  const [summary, months] = await Promise.all([
    prisma.$queryRaw<SummaryRow[]>`
      WITH ${periodsCte(now, studioId)}, ${salesCte(studioId)}
      SELECT
        coalesce(sum(amount) FILTER (WHERE at >= month_start), 0) AS monthly,
        coalesce(sum(amount) FILTER (WHERE at >= quarter_start), 0) AS quarterly,
        coalesce(sum(amount) FILTER (WHERE at >= year_start), 0) AS yearly,
        coalesce(sum(amount) FILTER (WHERE at < year_start AND at <= last_year_same_point), 0) AS last_year_to_date
      FROM periods
      LEFT JOIN sales ON at >= last_year_start AND at <= now`,
    prisma.$queryRaw<MonthRow[]>`
      WITH ${periodsCte(now, studioId)}, ${salesCte(studioId)},
      months AS (
        SELECT generate_series(local_month - interval '11 months', local_month, interval '1 month') AS month FROM periods
      ),
      sold AS (
        SELECT date_trunc('month', at AT TIME ZONE zone) AS month, sum(amount) AS revenue
        FROM sales, periods
        WHERE at >= (local_month - interval '11 months') AT TIME ZONE zone AND at <= now
        GROUP BY 1
      )
      SELECT to_char(months.month, 'YYYY-MM') AS month, coalesce(sold.revenue, 0) AS revenue
      FROM months LEFT JOIN sold USING (month)
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
