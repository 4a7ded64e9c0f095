import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { ActivityFeed } from "@/features/activity/components/activity-feed";
import { useStudioActivity, type ActivityFilters } from "@/features/activity/queries/use-activity";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME } from "@/lib/brand";

/** The studio's Activity, for its owner and admins: every change in every project, the team and the settings. */
export function ActivityPage() {
  const [filters, setFilters] = useState<ActivityFilters>({});
  const feed = useStudioActivity(filters);
  useDocumentTitle("Activity", PRODUCT_NAME);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader title="Activity" description="Who changed what across the studio's projects, team and settings, newest first." />
      <Card className="p-4 sm:p-6">
        <ActivityFeed feed={feed} filters={filters} onFilter={setFilters} showProject />
      </Card>
    </div>
  );
}
