import type { DashboardAnalytics } from "@atelier/contracts";
import { Cell, Legend, Pie, PieChart, Tooltip } from "recharts";
import { StatCard } from "@/components/stat-card";
import { NO_DATA, percentText } from "@/features/dashboard/lib/analytics";
import { ChartFigure } from "./chart-figure";

const STATUS_COLOURS = { Active: "var(--color-accent)", Completed: "#4d7c5a", Pending: "#5b7fa6" } as const;

interface ProjectInsightsProps {
  projects: DashboardAnalytics["projects"];
  clients: DashboardAnalytics["clients"];
  performance: DashboardAnalytics["performance"];
}

export function ProjectInsights({ projects, clients, performance }: ProjectInsightsProps) {
  const byStatus = [
    { status: "Active", count: projects.active },
    { status: "Completed", count: projects.completed },
    { status: "Pending", count: projects.pending },
  ] as const;
  const hasProjects = byStatus.some(({ count }) => count > 0);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      {hasProjects ? (
        <ChartFigure title="Projects by status" rows={byStatus.map(({ status, count }) => [status, String(count)] as const)}>
          <PieChart responsive style={{ width: "100%", height: 280 }}>
            <Pie data={[...byStatus]} dataKey="count" nameKey="status" innerRadius="55%" outerRadius="85%" paddingAngle={2}>
              {byStatus.map(({ status }) => (
                <Cell key={status} fill={STATUS_COLOURS[status]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ChartFigure>
      ) : (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
          {NO_DATA}: projects by status appear once the studio has projects.
        </p>
      )}
      <div className="grid content-start gap-4 sm:grid-cols-2">
        <StatCard label="Conversion Rate" value={percentText(projects.conversion_rate)} detail="Projects that reached an approved quote" />
        <StatCard label="Client Retention" value={percentText(clients.retention_rate)} detail="Clients with more than one project" />
        <StatCard label="New Clients This Month" value={clients.new_this_month} />
        <StatCard
          label="Average Project Duration"
          value={performance.avg_project_duration === null ? NO_DATA : `${performance.avg_project_duration} days`}
          detail="Completed projects, start to end"
        />
      </div>
    </div>
  );
}
