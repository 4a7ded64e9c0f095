import { useEffect, useEffectEvent, useState } from "react";
import { followJob, JOB_OVERDUE_MESSAGE, type JobFollower } from "@/features/jobs/api/follow-job";
import { toast } from "@/hooks/use-toast";

export interface JobStatus {
  jobId: string;
  /** Percent, 0 to 100; it never goes back, whichever of the events and the polls answers first. */
  progress: number;
  /** What the job is doing now, as the worker words it. */
  stage?: string;
}

type JobOutcome<T> = Pick<JobFollower<T>, "result" | "onCompleted" | "onFailed">;

/**
 * Follows a job the server started (a route that answered 202 {jobId}) until it completes or fails.
 * `status` is the job being followed, null before and after; the latest callbacks are the ones called.
 * Leaving the page stops following (the job itself goes on on the server), and so does a job that
 * moves no further before its deadline, which the user is told.
 */
export function useJob<T>({ result, onCompleted, onFailed }: JobOutcome<T>) {
  const [status, setStatus] = useState<JobStatus | null>(null);
  const jobId = status?.jobId ?? null;

  const completed = useEffectEvent((value: T) => onCompleted(value));
  const failed = useEffectEvent((reason: string) => onFailed(reason));

  useEffect(() => {
    if (jobId === null) return;
    return followJob(jobId, {
      result,
      onProgress: (progress, stage) =>
        setStatus((current) =>
          current?.jobId === jobId
            ? { jobId, progress: Math.max(current.progress, progress), stage: stage ?? current.stage }
            : current,
        ),
      onCompleted: (value) => {
        setStatus(null);
        completed(value);
      },
      onFailed: (reason) => {
        setStatus(null);
        failed(reason);
      },
      onOverdue: () => {
        setStatus(null);
        toast({ title: "Still working", description: JOB_OVERDUE_MESSAGE });
      },
    });
  }, [jobId, result]);

  return {
    status,
    /** Starts following the job the server answered with. */
    follow: (startedJobId: string) => setStatus({ jobId: startedJobId, progress: 0 }),
  };
}
