import { Progress } from "@/components/ui/progress";
import type { JobStatus } from "@/features/jobs/hooks/use-job";

interface JobProgressProps {
  /** What the work is, the bar's accessible name: "Processing recording". */
  label: string;
  /** The job as far as it has got; null while the request that starts it is still on its way. */
  status: JobStatus | null;
}

/** The live progress of a job: its stage in words and its percent. */
export function JobProgress({ label, status }: JobProgressProps) {
  const progress = status?.progress ?? 0;
  const stage = status?.stage ?? (status ? "Queued" : "Sending");
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span aria-live="polite" className="font-medium">
          {stage}
        </span>
        <span className="text-muted-foreground tabular-nums">{progress}%</span>
      </div>
      <Progress value={progress} aria-label={label} aria-valuetext={`${progress}%, ${stage}`} />
    </div>
  );
}
