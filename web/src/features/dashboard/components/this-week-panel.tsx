import type { WeekEntry } from "@atelier/contracts";
import { CalendarCheck, CalendarClock, Flag, Truck, Wrench, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { StatusBadge } from "@/components/status-badge";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { projectPath, type ProjectTab } from "@/features/projects/lib/project-paths";
import { useThisWeek } from "@/features/dashboard/queries/use-this-week";
import { useStudioDates } from "@/lib/studio-time-zone";

/** How each kind of entry is shown, and the project tab that holds it. */
const KINDS: Record<WeekEntry["kind"], { label: string; icon: LucideIcon; tab: ProjectTab }> = {
  meeting: { label: "Meeting", icon: CalendarClock, tab: "meetings" },
  installation: { label: "Installation", icon: Wrench, tab: "installations" },
  delivery: { label: "Delivery", icon: Truck, tab: "delivery" },
  milestone: { label: "Milestone", icon: Flag, tab: "overview" },
};

/** The studio's week at a glance: what is overdue first, then this week's meetings, installations, deliveries and milestones by time. */
export function ThisWeekPanel() {
  const week = useThisWeek();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        {/* The page's first section below its h1. */}
        <h2 id={titleId} className="text-xl leading-tight font-medium">
          This week
        </h2>
      </CardHeader>
      <CardContent>
        <QueryView query={week} what="this week's schedule" loading={<CardListSkeleton count={2} label="Loading this week" />}>
          {(entries) =>
            entries.length === 0 ? (
              <EmptyState
                icon={CalendarCheck}
                title="Nothing booked this week"
                description="Meetings, installations and deliveries scheduled for this week, and anything overdue, show here."
                className="py-8"
              />
            ) : (
              <ul className="grid gap-2">
                {[...entries.filter((entry) => entry.overdue), ...entries.filter((entry) => !entry.overdue)].map((entry) => (
                  <WeekEntryRow key={entry.id} entry={entry} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}

function WeekEntryRow({ entry }: { entry: WeekEntry }) {
  const { formatDate, formatDateTime } = useStudioDates();
  const { label, icon: Icon, tab } = KINDS[entry.kind];
  return (
    <li>
      <Link
        to={projectPath(entry.projectId, tab)}
        className="flex min-h-11 items-start gap-3 rounded-md border border-border p-3 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="font-medium">{entry.title}</span>
          <span className="text-sm text-muted-foreground">
            {label} · {entry.projectTitle} · {entry.kind === "milestone" ? formatDate(entry.at) : formatDateTime(entry.at)}
          </span>
        </span>
        {entry.overdue ? <Badge tone="danger">Overdue</Badge> : <StatusBadge status={entry.status} />}
      </Link>
    </li>
  );
}
