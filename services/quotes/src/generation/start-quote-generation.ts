import { generateQuoteJob } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { conflict, startJobInTransaction, type AccessHandler, type Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { quotableProblem } from "./draft-problem";
import { readQuotableProject } from "./quotable-project";

/**
 * POST /api/projects/:id/generate-quote: 202 {jobId} at once, or 409 saying why the items cannot make a quote (none
 * priced, or more than a quote holds). The job's record and its outbox row commit together, so a Redis outage delays
 * the quote and never loses it; the relay is woken to queue it.
 */
export function startQuoteGeneration({ prisma }: QuotesDeps): AccessHandler<Staff, Project> {
  return async (_req, res, { caller: { studioId, userId }, record: project }) => {
    const quotable = await readQuotableProject(prisma, studioId, project.id);
    const problem = quotable && quotableProblem(quotable);
    if (problem) throw conflict(problem);
    const owner = { studioId, userId, projectId: project.id };
    const jobId = await prisma.$transaction((tx) => startJobInTransaction(tx, generateQuoteJob, owner, { projectId: project.id }));
    res.status(202).json({ jobId });
  };
}
