import { generateQuoteJob } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { startJobInTransaction, type AccessHandler, type Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";

/**
 * POST /api/projects/:id/generate-quote: 202 {jobId} at once. The job's record and its outbox row
 * commit together, so a Redis outage delays the quote and never loses it; the relay is woken to queue it.
 */
export function startQuoteGeneration({ prisma, outbox }: QuotesDeps): AccessHandler<Staff, Project> {
  return async (_req, res, { caller: { studioId, userId }, record: project }) => {
    const owner = { studioId, userId, projectId: project.id };
    const jobId = await prisma.$transaction((tx) => startJobInTransaction(tx, generateQuoteJob, owner, { projectId: project.id }));
    outbox.wake();
    res.status(202).json({ jobId });
  };
}
