import { ChartColumn, LayoutDashboard } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export function DashboardPage() {
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
          <Card>
            <EmptyState
              icon={LayoutDashboard}
              title="No statistics yet"
              description="Active projects, revenue and pending approvals appear here once your studio has projects."
            />
          </Card>
        </TabsContent>
        <TabsContent value="analytics">
          <Card>
            <EmptyState
              icon={ChartColumn}
              title="No analytics yet"
              description="Revenue, project and market insights appear here once your studio has projects."
            />
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
