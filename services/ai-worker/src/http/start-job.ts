import type { z } from "zod";
import type { JobDefinition } from "@atelier/contracts";
import { startJobInTransaction, type JobOwner } from "@atelier/kit";
import type { AiRouteDeps } from "./ai-deps";

/**
 * Starts a job a request asks for: its record and its outbox row commit together, so a Redis outage
 * delays the job instead of leaving a record that no job will ever fill. The relay is woken to queue it at once.
 */
export async function startJob<P extends z.ZodType>(
  { prisma }: Pick<AiRouteDeps, "prisma">,
  definition: JobDefinition<P>,
  owner: JobOwner,
  data: z.input<P>,
  id?: string,
): Promise<string> {
  const jobId = await prisma.$transaction((tx) => startJobInTransaction(tx, definition, owner, data, id));
  return jobId;
}
