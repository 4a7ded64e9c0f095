import { TIMELINE_EVENT_RULES, TIMELINE_STATUSES, type TimelineEvent, type TimelineStatus } from "@atelier/contracts";
import { Trash2 } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { humanize } from "@/lib/labels";
import { useStudioDates } from "@/lib/studio-time-zone";
import { cn } from "@/lib/utils";
import { useDeleteMilestoneMutation, useTimelineStatusMutation } from "../queries/use-timeline";

export function TimelineEventItem({ event }: { event: TimelineEvent }) {
  const { formatDate, formatDateTime, isMidnight } = useStudioDates();
  // A milestone's date alone (midnight on the studio's clock); a meeting's with its time.
  const whenOf = (iso: string) => (isMidnight(iso) ? formatDate(iso) : formatDateTime(iso));
  const changeStatus = useTimelineStatusMutation(event.projectId);
  const remove = useDeleteMilestoneMutation(event.projectId);
  return (
    <li
      className={cn(
        "grid gap-3 border-l-2 py-1 pl-4",
        event.notice ? "border-amber-500" : event.overdue ? "border-destructive" : event.status === "completed" ? "border-emerald-500" : "border-border",
      )}
    >
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">{event.title}</h3>
          <Badge tone="neutral">{humanize(event.category)}</Badge>
          {event.overdue && <Badge tone="danger">Overdue</Badge>}
          {event.notice && <Badge tone="warning">Notice</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          <time dateTime={event.date}>{whenOf(event.date)}</time>
        </p>
        {event.description && <p className="text-sm whitespace-pre-line">{event.description}</p>}
      </div>
      {TIMELINE_EVENT_RULES.canSetStatus(event) && (
        <div className="flex flex-wrap items-center gap-2">
          <Select
            aria-label={`Status of ${event.title}`}
            className="w-auto min-w-40"
            value={event.status}
            disabled={changeStatus.isPending}
            onChange={(change) => changeStatus.mutate({ eventId: event.id, status: change.target.value as TimelineStatus })}
          >
            {TIMELINE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {humanize(status)}
              </option>
            ))}
          </Select>
          {TIMELINE_EVENT_RULES.canDelete(event) && (
            <ConfirmDeleteDialog
              title="Delete Milestone"
              name={event.title}
              onConfirm={() => remove.mutate(event.id)}
              trigger={
                <Button variant="ghost" size="icon" className="size-11" aria-label={`Delete ${event.title}`} disabled={remove.isPending}>
                  <Trash2 aria-hidden="true" />
                </Button>
              }
            />
          )}
        </div>
      )}
    </li>
  );
}
