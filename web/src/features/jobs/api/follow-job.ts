import {
  JOB_EVENTS,
  jobCompletedEventSchema,
  jobFailedEventSchema,
  jobProgressEventSchema,
  type JobCompletedEvent,
  type JobFailedEvent,
  type JobProgressEvent,
} from "@atelier/contracts";
import { isNotFoundError } from "@/lib/api";
import { getJob } from "./jobs-api";
import { connectSocket } from "@/lib/socket";

/** Asked again every 2 s while a job is followed, in case an event was missed (on reconnect, say). */
const JOB_POLL_INTERVAL_MS = 2000;

/**
 * A job that moves no further for this long (no new progress or stage) is given up on, so a job stuck
 * waiting is not followed forever; one that keeps moving is followed as long as it takes.
 */
export const JOB_STALL_DEADLINE_MS = 3 * 60 * 1000;

/** What the user is told when a job passes its deadline: it may still finish on the server. */
export const JOB_OVERDUE_MESSAGE = "This is taking longer than expected. The results will appear once the work is done.";

interface JobRef {
  jobId: string;
  name: string;
}

interface JobEventHandlers {
  progress?: (event: JobProgressEvent) => void;
  completed?: (event: JobCompletedEvent) => void;
  failed?: (event: JobFailedEvent) => void;
}

/** Hears the live events of the user's jobs that `matches` picks; answers how to stop hearing them. */
export function onJobEvents(matches: (job: JobRef) => boolean, handlers: JobEventHandlers): () => void {
  const socket = connectSocket();
  const listeners: [string, (payload: unknown) => void][] = [
    [JOB_EVENTS.progress, (payload) => deliver(jobProgressEventSchema.safeParse(payload), matches, handlers.progress)],
    [JOB_EVENTS.completed, (payload) => deliver(jobCompletedEventSchema.safeParse(payload), matches, handlers.completed)],
    [JOB_EVENTS.failed, (payload) => deliver(jobFailedEventSchema.safeParse(payload), matches, handlers.failed)],
  ];
  for (const [event, listener] of listeners) socket.on(event, listener);
  return () => {
    for (const [event, listener] of listeners) socket.off(event, listener);
  };
}

function deliver<E extends JobRef>(
  parsed: { success: true; data: E } | { success: false },
  matches: (job: JobRef) => boolean,
  handler: ((event: E) => void) | undefined,
): void {
  if (parsed.success && matches(parsed.data)) handler?.(parsed.data);
}

export interface JobFollower<T> {
  /** Reads the finished job's result; a result it cannot read counts as a failure. */
  result: { parse: (value: unknown) => T };
  onProgress: (progress: number, stage?: string) => void;
  onCompleted: (result: T) => void;
  onFailed: (reason: string) => void;
  /** The job moved no further before the deadline; it is no longer followed. */
  onOverdue: () => void;
}

/**
 * Follows one job to its end through its live events and, as a fallback, by asking for it now and
 * every JOB_POLL_INTERVAL_MS. Exactly one of onCompleted, onFailed and onOverdue is called, unless the
 * answered stop function is called first.
 */
export function followJob<T>(jobId: string, follower: JobFollower<T>, stallDeadlineMs = JOB_STALL_DEADLINE_MS): () => void {
  let following = true;
  const stop = () => {
    following = false;
    stopListening();
    clearInterval(timer);
    clearTimeout(deadline);
  };
  const overdue = () => {
    if (!following) return;
    stop();
    follower.onOverdue();
  };
  let deadline = setTimeout(overdue, stallDeadlineMs);
  let furthest = { progress: -1, stage: "" };
  const progress = (...move: Parameters<JobFollower<T>["onProgress"]>) => {
    if (!following) return;
    const [value, stage] = move;
    // Polls answer no stage, so only a new stage or more progress counts as moving.
    if (value > furthest.progress || (stage !== undefined && stage !== furthest.stage)) {
      furthest = { progress: Math.max(value, furthest.progress), stage: stage ?? furthest.stage };
      clearTimeout(deadline);
      deadline = setTimeout(overdue, stallDeadlineMs);
    }
    follower.onProgress(...move);
  };
  const fail = (reason: string) => {
    if (!following) return;
    stop();
    follower.onFailed(reason);
  };
  const complete = (value: unknown) => {
    if (!following) return;
    let result: T;
    try {
      result = follower.result.parse(value);
    } catch {
      fail("The job's result could not be read");
      return;
    }
    stop();
    follower.onCompleted(result);
  };

  const stopListening = onJobEvents((job) => job.jobId === jobId, {
    progress: (event) => progress(event.progress, event.stage),
    completed: (event) => complete(event.result),
    failed: (event) => fail(event.reason),
  });

  const poll = async () => {
    try {
      const job = await getJob(jobId);
      if (job.state === "completed") complete(job.result);
      else if (job.state === "failed") fail(job.failedReason ?? "The job failed");
      else progress(job.progress);
    } catch (error) {
      // A lost connection is retried at the next poll; a job the server does not know will never end.
      if (isNotFoundError(error)) fail("The job no longer exists");
    }
  };
  const timer = setInterval(() => void poll(), JOB_POLL_INTERVAL_MS);
  void poll();
  return stop;
}
