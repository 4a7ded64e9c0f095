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
