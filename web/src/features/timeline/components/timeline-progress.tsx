import { timelineProgress, type TimelineEvent } from "@atelier/contracts";
import { Progress } from "@/components/ui/progress";

/** Completed events over all events (spec section 4), as a bar and in words. */
export function TimelineProgress({ events }: { events: readonly TimelineEvent[] }) {
  const { completed, total, percent } = timelineProgress(events);
  const summary = `${completed} of ${total} completed`;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-medium">Progress</span>
        <span className="text-muted-foreground">
          {summary} · {percent}%
        </span>
      </div>
      <Progress value={percent} aria-label="Timeline progress" aria-valuetext={`${percent}%, ${summary}`} />
    </div>
  );
}
