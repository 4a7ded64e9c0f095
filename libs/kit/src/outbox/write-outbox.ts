import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { outboxTypeOf, type JobDefinition } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { jobEnvelope, recordJob, type JobOwner } from "../jobs";

/**
 * Inside the transaction of the change that starts it: the job's record and the outbox row the relay
 * queues it from, under one id, so the change, its record and its job commit (or vanish) together.
 */
export async function startJobInTransaction<P extends z.ZodType>(
  tx: Prisma.TransactionClient,
  definition: JobDefinition<P>,
  owner: JobOwner,
  data: z.input<P>,
): Promise<string> {
  // Zod's output type is not Prisma's JSON type, though every payload schema describes JSON.
  const envelope: unknown = jobEnvelope(definition, owner, data);
  const id = randomUUID();
  await recordJob(tx, id, definition, owner);
  await tx.outboxEvent.create({ data: { id, type: outboxTypeOf(definition), payload: envelope as Prisma.InputJsonValue, studioId: owner.studioId } });
  return id;
}
