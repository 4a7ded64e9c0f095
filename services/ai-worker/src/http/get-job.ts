import type { Job } from "@atelier/contracts";
import type { JobRecord } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";

/** GET /api/jobs/:id: visible only to the studio whose job it is. */
export function getJob(): AccessHandler<Staff, JobRecord> {
  return (_req, res, { record: job }) => {
    const response: Job = {
      id: job.id,
      name: job.name,
      state: job.state,
      progress: job.progress,
      result: job.result ?? null,
      failedReason: job.failedReason,
      attemptsMade: job.attemptsMade,
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    };
    res.json(response);
  };
}
