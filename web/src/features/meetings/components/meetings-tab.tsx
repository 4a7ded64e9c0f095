import { CardListSkeleton } from "@/components/card-list-skeleton";
import { QueryView } from "@/components/query-view";
import { ScheduleLists } from "@/components/schedule/schedule-lists";
import { TabHeader } from "@/components/tab-header";
import { useMeetings } from "@/features/meetings/queries/use-meetings";
import { MeetingCard } from "./meeting-card";
import { ScheduleMeetingButton } from "./schedule-meeting-button";

export function MeetingsTab({ projectId }: { projectId: string }) {
  const meetings = useMeetings(projectId);
  return (
    <div className="grid gap-6">
      <TabHeader title="Meetings" description="Consultations, site visits and presentations with the client.">
        <ScheduleMeetingButton projectId={projectId} />
      </TabHeader>
      <QueryView query={meetings} what="meetings" loading={<CardListSkeleton label="Loading meetings" />}>
        {(data) => (
          <ScheduleLists
            entries={data}
            timeOf={(meeting) => meeting.scheduledAt}
            noun="Meetings"
            renderEntry={(meeting) => <MeetingCard key={meeting.id} meeting={meeting} />}
          />
        )}
      </QueryView>
    </div>
  );
}
