import type { RequestHandler } from "express";
import type { Job } from "@atelier/contracts";
import { idParam, notFound, staffOf, type ServiceDeps } from "@atelier/kit";

/** GET /api/jobs/:id: visible only to the studio whose job it is. */
export function getJob({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const job = await prisma.jobRecord.findFirst({ where: { id: idParam(req.params.id, "Job"), studioId } });
    if (!job) throw notFound("Job not found");
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
