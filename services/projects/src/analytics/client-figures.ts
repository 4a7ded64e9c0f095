import type { DashboardAnalytics } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { periodsCte } from "./periods";

/**
 * A client is an e-mail address, whatever its letter case: retention is the share of clients who came back for
 * another project; a new client is one whose first project with the studio was created this month.
 */
export async function clientFigures(prisma: PrismaClient, studioId: string, now: Date): Promise<DashboardAnalytics["clients"]> {
  const [row] = await prisma.$queryRaw<Array<DashboardAnalytics["clients"]>>`
    WITH ${periodsCte(now, studioId)},
    clients AS (
      SELECT count(*) AS projects, min(created_at) AS first_project_at
      FROM projects
      WHERE studio_id = ${studioId}::uuid AND client_email IS NOT NULL
      GROUP BY lower(client_email)
    )
    SELECT
      round(100.0 * count(*) FILTER (WHERE projects > 1) / nullif(count(*), 0), 1)::float8 AS retention_rate,
      count(*) FILTER (WHERE first_project_at >= month_start AND first_project_at <= now)::int AS new_this_month
    FROM periods, clients`;
  return row!;
}
