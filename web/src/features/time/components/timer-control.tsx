import { TIME_ACTIVITIES, type TimeActivity, type Timer } from "@atelier/contracts";
import { Play, Square } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { humanize, optionsOf } from "@/lib/labels";
import { useStartTimerMutation, useStopTimerMutation } from "../queries/use-time";

/** "0:07:05": hours, minutes and seconds since `startedAt`. */
function elapsedText(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Ticks every second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  return now;
}

function RunningTimer({ projectId, timer }: { projectId: string; timer: NonNullable<Timer> }) {
  const now = useNow();
  const stop = useStopTimerMutation(projectId);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm">
        <span className="sr-only">Timer running: </span>
        <span role="timer" aria-label="Time on the timer" className="font-display text-2xl tabular-nums">
          {elapsedText(timer.startedAt, now)}
        </span>{" "}
        <span className="text-muted-foreground">{humanize(timer.activity)}</span>
      </p>
      <Button className="min-h-11" onClick={() => stop.mutate()} disabled={stop.isPending}>
        <Square aria-hidden="true" />
        Stop Timer
      </Button>
    </div>
  );
}

/** The member's timer on this project: running (with Stop), running elsewhere (a link there), or ready to start. */
export function TimerControl({ projectId, timer }: { projectId: string; timer: Timer }) {
  const [activity, setActivity] = useState<TimeActivity>("design");
  const start = useStartTimerMutation(projectId);
  const selectId = useId();
  if (timer?.projectId === projectId) return <RunningTimer projectId={projectId} timer={timer} />;
  if (timer) {
    return (
      <p className="text-sm text-muted-foreground">
        Your timer is running on <Link to={`/projects/${timer.projectId}`} className="font-medium text-foreground underline">{timer.projectTitle}</Link>: stop it there to time this project.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          Activity
        </label>
        <select
          id={selectId}
          value={activity}
          onChange={(event) => setActivity(event.target.value as TimeActivity)}
          className="min-h-11 rounded-md border border-input bg-background px-3 text-sm"
        >
          {optionsOf(TIME_ACTIVITIES).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button variant="outline" className="min-h-11" onClick={() => start.mutate({ activity })} disabled={start.isPending}>
        <Play aria-hidden="true" />
        Start Timer
      </Button>
    </div>
  );
}
