import type { DashboardAnalytics } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";

interface ProjectRow {
  active: number;
  completed: number;
  pending: number;
  conversion_rate: number | null;
  avg_project_duration: number | null;
}

/**
 * Projects by status (an archived one is no longer active or pending, but stays completed), the share that
 * reached an approved quote, and how long completed projects ran: from their start date (else creation) to their
 * expected end date (else their last update, the nearest record of completion we keep), in whole days.
 */
export async function projectFigures(prisma: PrismaClient, studioId: string) {
  const [row] = await prisma.$queryRaw<ProjectRow[]>`
    WITH converted AS (
      SELECT DISTINCT project_id FROM quotes WHERE studio_id = ${studioId}::uuid AND status = 'approved' AND NOT sample
    )
    SELECT
      count(*) FILTER (WHERE status = 'active' AND archived_at IS NULL)::int AS active,
      count(*) FILTER (WHERE status = 'completed')::int AS completed,
      count(*) FILTER (WHERE status = 'pending' AND archived_at IS NULL)::int AS pending,
      round(100.0 * count(converted.project_id) / nullif(count(*), 0), 1)::float8 AS conversion_rate,
      round(avg(greatest(0,
        coalesce(expected_end_date, (projects.updated_at AT TIME ZONE studio.time_zone)::date)
          - coalesce(start_date, (projects.created_at AT TIME ZONE studio.time_zone)::date)
      )) FILTER (WHERE status = 'completed'))::int AS avg_project_duration
    FROM projects
    LEFT JOIN converted ON converted.project_id = projects.id
    JOIN studios AS studio ON studio.id = projects.studio_id
    WHERE projects.studio_id = ${studioId}::uuid`;
  const { avg_project_duration, ...projects } = row!;
  return { projects: projects satisfies DashboardAnalytics["projects"], avgProjectDuration: avg_project_duration };
}
