import type { DashboardAnalytics } from "@atelier/contracts";
import { QueryView } from "@/components/query-view";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDashboardAnalytics } from "@/features/dashboard/queries/use-dashboard";
import { AnalyticsSkeleton } from "./analytics-skeleton";
import { AnalyticsSummary } from "./analytics-summary";
import { MarketTrends } from "./market-trends";
import { ProjectInsights } from "./project-insights";
import { RevenueAnalysis } from "./revenue-analysis";

/** The Analytics tab. It carries the charting library, so the dashboard loads it only when the tab opens. */
export function AnalyticsPanel() {
  const analytics = useDashboardAnalytics();
  return (
    <QueryView query={analytics} what="analytics" loading={<AnalyticsSkeleton />}>
      {(data) => <AnalyticsContent analytics={data} />}
    </QueryView>
  );
}

function AnalyticsContent({ analytics }: { analytics: DashboardAnalytics }) {
  return (
    <div className="grid gap-6">
      <AnalyticsSummary analytics={analytics} />
      {/* No Revenue Analysis for a member who may not see the studio's accounts: the answer leaves it out. */}
      <Tabs defaultValue={analytics.revenue ? "revenue" : "projects"}>
        <TabsList>
          {analytics.revenue && <TabsTrigger value="revenue">Revenue Analysis</TabsTrigger>}
          <TabsTrigger value="projects">Project Insights</TabsTrigger>
          <TabsTrigger value="market">Market Trends</TabsTrigger>
        </TabsList>
        {analytics.revenue && (
          <TabsContent value="revenue">
            <RevenueAnalysis revenue={analytics.revenue} />
          </TabsContent>
        )}
        <TabsContent value="projects">
          <ProjectInsights projects={analytics.projects} clients={analytics.clients} performance={analytics.performance} />
        </TabsContent>
        <TabsContent value="market">
          <MarketTrends trends={analytics.trends} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
