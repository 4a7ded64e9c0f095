import { lazy, Suspense } from "react";
import { AnalyticsSkeleton } from "@/features/dashboard/components/analytics-skeleton";
import { DashboardOverview } from "@/features/dashboard/components/dashboard-overview";
import { PageHeader } from "@/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME } from "@/lib/brand";

const AnalyticsPanel = lazy(async () => ({ default: (await import("@/features/dashboard/components/analytics-panel")).AnalyticsPanel }));

export function DashboardPage() {
  useDocumentTitle("Dashboard", PRODUCT_NAME);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Design Studio Dashboard"
        description="Manage your luxury interior design projects from first site visit to final installation."
      />
      <Tabs defaultValue="overview">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <DashboardOverview />
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense fallback={<AnalyticsSkeleton />}>
            <AnalyticsPanel />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
