import type { DashboardStats } from "@atelier/contracts";
import { Prisma, type PrismaClient } from "@atelier/db";
import { moneyDifference, percentChange, toMoneyString } from "@atelier/money";
import { AWAITING_CLIENT, periodsCte } from "../analytics/periods";

interface StatsRow {
  active_projects: number;
  projects_this_month: number;
  projects_last_month: number;
  pending_approvals: number;
  sent_this_month: number;
  sent_last_month: number;
  total_revenue: Prisma.Decimal;
  revenue_this_month: Prisma.Decimal;
  revenue_last_month: Prisma.Decimal;
  invoices_issued: number;
  invoiced: Prisma.Decimal;
  invoiced_this_month: Prisma.Decimal;
  invoiced_last_month: Prisma.Decimal;
  credited: Prisma.Decimal;
  credited_this_month: Prisma.Decimal;
  credited_last_month: Prisma.Decimal;
}

/** Issued invoices' or credit notes' subtotals of the studio: in all, this month so far, and last month to the same day. */
const documentSums = (table: "invoices" | "credit_notes", studioId: string, prefix: "invoiced" | "credited") => Prisma.sql`
  SELECT
    ${Prisma.raw(table === "invoices" ? "count(*)::int AS invoices_issued," : "")}
    coalesce(sum(subtotal), 0) AS ${Prisma.raw(prefix)},
    coalesce(sum(subtotal) FILTER (WHERE issue_date >= local_month::date), 0) AS ${Prisma.raw(`${prefix}_this_month`)},
    coalesce(sum(subtotal) FILTER (WHERE issue_date >= (local_month - interval '1 month')::date AND issue_date <= (local_today - interval '1 month')::date), 0)
      AS ${Prisma.raw(`${prefix}_last_month`)}
  FROM ${Prisma.raw(table)}
  WHERE studio_id = ${studioId}::uuid ${Prisma.raw(table === "invoices" ? "AND status <> 'draft'" : "")}`;

/**
 * Revenue, VAT excluded (spec-decisions): what the studio invoiced less what it credited, once it invoices through
 * Atelier; until its first invoice, the subtotals of its approved quotes.
 */
function revenueOf(stats: StatsRow): { basis: DashboardStats["revenueBasis"]; total: string; thisMonth: string; lastMonth: string } {
  if (stats.invoices_issued === 0) {
    return { basis: "approved_quotes", total: toMoneyString(stats.total_revenue), thisMonth: toMoneyString(stats.revenue_this_month), lastMonth: toMoneyString(stats.revenue_last_month) };
  }
  return {
    basis: "invoices",
    total: moneyDifference(stats.invoiced, stats.credited),
    thisMonth: moneyDifference(stats.invoiced_this_month, stats.credited_this_month),
    lastMonth: moneyDifference(stats.invoiced_last_month, stats.credited_last_month),
  };
}

/**
 * The Overview cards in one round trip, reading the quotes table (the quotes service's) for the report only; a
 * sample home's quotes never count.
 * Each figure is its own subquery so that it reads only its slice of an index, and from the index alone:
 * (studio_id, status, archived_at) for active projects (an archived one is not counted), (studio_id, created_at)
 * for the projects of a month, (studio_id, sent_at) for the quotes sent in the two months, and quotes' covering
 * (studio_id, status, number, version DESC, ...) for the pending quotes and for revenue (VAT excluded: the subtotals),
 * whose latest approved version per number it reads in order, with no sort (schema.prisma).
 */
export async function dashboardStats(prisma: PrismaClient, studioId: string, now: Date): Promise<DashboardStats> {
  const [row] = await prisma.$queryRaw<StatsRow[]>`
    WITH ${periodsCte(now, studioId)}
    SELECT
      (SELECT count(*) FROM projects WHERE studio_id = ${studioId}::uuid AND status = 'active' AND archived_at IS NULL)::int AS active_projects,
      (SELECT count(*) FROM projects
        WHERE studio_id = ${studioId}::uuid AND created_at >= month_start AND created_at <= now)::int AS projects_this_month,
      (SELECT count(*) FROM projects
        WHERE studio_id = ${studioId}::uuid AND created_at >= last_month_start AND created_at <= last_month_same_point)::int AS projects_last_month,
      (SELECT count(*) FROM quotes
        WHERE studio_id = ${studioId}::uuid AND ${AWAITING_CLIENT})::int AS pending_approvals,
      sent.*,
      approved.*,
      invoiced.*,
      credited.*
    FROM periods,
    LATERAL (
      SELECT
        count(*) FILTER (WHERE sent_at >= month_start)::int AS sent_this_month,
        count(*) FILTER (WHERE sent_at <= last_month_same_point)::int AS sent_last_month
      FROM quotes
      WHERE studio_id = ${studioId}::uuid AND NOT sample AND sent_at >= last_month_start AND sent_at <= now
    ) AS sent,
    LATERAL (
      SELECT
        coalesce(sum(subtotal), 0) AS total_revenue,
        coalesce(sum(subtotal) FILTER (WHERE approved_at >= month_start AND approved_at <= now), 0) AS revenue_this_month,
        coalesce(sum(subtotal) FILTER (WHERE approved_at >= last_month_start AND approved_at <= last_month_same_point), 0) AS revenue_last_month
      FROM (
        -- One sale per number: should two of its versions ever be approved, the latest is the one agreed.
        SELECT DISTINCT ON (number) subtotal, approved_at FROM quotes
        WHERE studio_id = ${studioId}::uuid AND status = 'approved' AND NOT sample
        ORDER BY number, version DESC
      ) AS latest_approved
    ) AS approved,
    LATERAL (${documentSums("invoices", studioId, "invoiced")}) AS invoiced,
    LATERAL (${documentSums("credit_notes", studioId, "credited")}) AS credited`;
  const stats = row!;
  const revenue = revenueOf(stats);
  return {
    activeProjects: stats.active_projects,
    totalRevenue: revenue.total,
    revenueBasis: revenue.basis,
    pendingApprovals: stats.pending_approvals,
    trends: {
      activeProjects: { percentChange: percentChange(stats.projects_this_month, stats.projects_last_month) },
      totalRevenue: { percentChange: percentChange(revenue.thisMonth, revenue.lastMonth) },
      pendingApprovals: { percentChange: percentChange(stats.sent_this_month, stats.sent_last_month) },
    },
  };
}
