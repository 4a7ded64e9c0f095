import { z } from "zod";

export const JOB_STATES = ["waiting", "active", "delayed", "completed", "failed"] as const;

/** A route that starts long work answers at once with the job to follow. */
export const jobAcceptedSchema = z.object({ jobId: z.uuid() });
export type JobAccepted = z.infer<typeof jobAcceptedSchema>;

/** GET /api/jobs/:id: where a job stands, its result once completed, its reason once failed. */
export const jobSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** Percent, 0 to 100. */
  progress: z.number(),
  result: z.unknown().nullable(),
  failedReason: z.string().nullable(),
  attemptsMade: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** Socket.IO events the workers push to the `user:` and `project:` rooms of a job's owner. */
export const JOB_EVENTS = { progress: "job.progress", completed: "job.completed", failed: "job.failed" } as const;

export const jobProgressEventSchema = z.object({
  jobId: z.uuid(),
  name: z.string(),
  progress: z.number(),
  /** What the job is doing now, in words a designer reads ("Transcribing", "Extracting items"). */
  stage: z.string().optional(),
});
export const jobCompletedEventSchema = z.object({ jobId: z.uuid(), name: z.string(), result: z.unknown() });
export const jobFailedEventSchema = z.object({ jobId: z.uuid(), name: z.string(), reason: z.string() });
export type JobProgressEvent = z.infer<typeof jobProgressEventSchema>;
export type JobCompletedEvent = z.infer<typeof jobCompletedEventSchema>;
export type JobFailedEvent = z.infer<typeof jobFailedEventSchema>;

/** The queue every AI and media job runs on; start more worker processes to run more at once. */
export const AI_QUEUE = "ai";

/** A job kind that two services share: one queues it, the AI workers run it. */
export interface SharedJobDefinition<P extends z.ZodType> {
  queue: string;
  name: string;
  payload: P;
  attempts: number;
}

/** Queued by the projects service for each new photo; run by the AI workers. */
export const thumbnailJob = {
  queue: AI_QUEUE,
  name: "thumbnail",
  payload: z.object({ imageId: z.uuid() }),
  attempts: 3,
} satisfies SharedJobDefinition<z.ZodType>;

/** What a browser asks of its socket: to hear a project's live events (other designers' jobs), or to stop. */
export const SOCKET_COMMANDS = { watchProject: "project.watch", unwatchProject: "project.unwatch" } as const;
export const watchProjectSchema = z.object({ projectId: z.uuid() });
export type WatchProject = z.infer<typeof watchProjectSchema>;
/** The answer to project.watch: false for a project the caller's studio does not have. */
export const watchProjectAckSchema = z.object({ watching: z.boolean() });
export type WatchProjectAck = z.infer<typeof watchProjectAckSchema>;
