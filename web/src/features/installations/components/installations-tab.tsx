import { CardListSkeleton } from "@/components/card-list-skeleton";
import { QueryView } from "@/components/query-view";
import { ScheduleLists } from "@/components/schedule/schedule-lists";
import { TabHeader } from "@/components/tab-header";
import { useInstallations } from "@/features/installations/queries/use-installations";
import { InstallationCard } from "./installation-card";
import { ScheduleInstallationButton } from "./schedule-installation-button";

export function InstallationsTab({ projectId }: { projectId: string }) {
  const installations = useInstallations(projectId);
  return (
    <div className="grid gap-6">
      <TabHeader title="Installations" description="Furniture, lighting and final set-up on site.">
        <ScheduleInstallationButton projectId={projectId} />
      </TabHeader>
      <QueryView query={installations} what="installations" loading={<CardListSkeleton label="Loading installations" />}>
        {(data) => (
          <ScheduleLists
            entries={data}
            timeOf={(installation) => installation.scheduledDate}
            noun="Installations"
            renderEntry={(installation) => (
              <InstallationCard key={installation.id} installation={installation} />
            )}
          />
        )}
      </QueryView>
    </div>
  );
}
