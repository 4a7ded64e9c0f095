import { useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useProjectActivity, type ActivityFilters } from "../queries/use-activity";
import { ActivityFeed } from "./activity-feed";

/** The project's Activity tab: who changed what in it, and what Atelier did on its own. */
export function ProjectActivityCard({ projectId }: { projectId: string }) {
  const [filters, setFilters] = useState<ActivityFilters>({});
  const feed = useProjectActivity(projectId, filters);
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>Activity</CardTitle>
        <CardDescription>Who changed what in this project, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <ActivityFeed feed={feed} filters={filters} onFilter={setFilters} />
      </CardContent>
    </Card>
  );
}
