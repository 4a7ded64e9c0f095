import { ProjectCards } from "./project-cards";
import { StatsCards } from "./stats-cards";

export function DashboardOverview() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
      <StatsCards />
      <ProjectCards />
    </div>
  );
}
