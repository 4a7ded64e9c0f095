import { ProjectCards } from "./project-cards";
import { StatsCards } from "./stats-cards";
import { ThisWeekPanel } from "./this-week-panel";

/** This week leads on a phone, above the figures; on a wide screen the figures keep the left column beside it. */
export function DashboardOverview() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
      <div className="lg:col-start-2 lg:row-start-1">
        <ThisWeekPanel />
      </div>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <StatsCards />
      </div>
      <div className="lg:col-start-2">
        <ProjectCards />
      </div>
    </div>
  );
}
