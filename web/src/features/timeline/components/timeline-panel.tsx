import type { Project } from "@atelier/contracts";
import { CalendarPlus, Flag, ListChecks } from "lucide-react";
import { useId } from "react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { FormDialog } from "@/components/form-dialog";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useOffers } from "@/hooks/use-can";
import { useTimeline } from "../queries/use-timeline";
import { AddMilestoneForm } from "./add-milestone-form";
import { ExportTimelineButton } from "./export-timeline-button";
import { ScheduleTimelineMeetingForm } from "./schedule-timeline-meeting-form";
import { TimelineEventItem } from "./timeline-event-item";
import { TimelineProgress } from "./timeline-progress";

/** The Project Timeline panel (spec section 2): milestones, meetings and what happened, in date order, with progress. */
export function TimelinePanel({ project }: { project: Pick<Project, "id" | "title" | "code"> }) {
  const timeline = useTimeline(project.id);
  const changes = useOffers("work.write");
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="gap-4">
        <div className="grid gap-1">
          <CardTitle id={headingId}>Project Timeline</CardTitle>
          <CardDescription>Milestones, meetings, approvals and deliveries, by date.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {changes && (
            <>
              <FormDialog
                title="Add Milestone"
                description="A step of the project and the date it is due."
                trigger={
                  <Button className="min-h-11">
                    <Flag aria-hidden="true" />
                    Add Milestone
                  </Button>
                }
              >
                {(close) => <AddMilestoneForm projectId={project.id} onAdded={close} />}
              </FormDialog>
              <FormDialog
                title="Schedule Meeting"
                description="A meeting with the client, on the timeline and in the project's meetings."
                trigger={
                  <Button variant="outline" className="min-h-11">
                    <CalendarPlus aria-hidden="true" />
                    Schedule Meeting
                  </Button>
                }
              >
                {(close) => <ScheduleTimelineMeetingForm projectId={project.id} onScheduled={close} />}
              </FormDialog>
            </>
          )}
          <ExportTimelineButton events={timeline.data ?? []} fileName={`${project.code ?? project.title} timeline.csv`} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <QueryView query={timeline} what="the timeline" loading={<CardListSkeleton label="Loading the timeline" />}>
          {(events) =>
            events.length === 0 ? (
              <EmptyState icon={ListChecks} title="No milestones yet" description="Add a milestone or schedule a meeting; approvals, orders and deliveries appear here as they happen." className="py-8" />
            ) : (
              <>
                <TimelineProgress events={events} />
                <ol aria-label="Timeline events" className="grid gap-4">
                  {events.map((event) => (
                    <TimelineEventItem key={event.id} event={event} />
                  ))}
                </ol>
              </>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}
