import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { outboxTypeOf, type DomainEventDefinition, type JobDefinition } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { jobEnvelope, recordJob, type JobEnvelope, type JobOwner } from "../jobs";

type OutboxWriter = Pick<Prisma.TransactionClient, "outboxEvent">;

/**
 * Inside the transaction of the change that starts it: the job's record and the outbox row the relay
 * queues it from, under one id, so the change, its record and its job commit (or vanish) together.
 * A caller that must start a job once per request it may receive twice passes an id of its own: the second
 * start fails on the record's primary key (P2002) and its transaction rolls back.
 */
export async function startJobInTransaction<P extends z.ZodType>(
  tx: Prisma.TransactionClient,
  definition: JobDefinition<P>,
  owner: JobOwner,
  data: z.input<P>,
  id: string = randomUUID(),
): Promise<string> {
  // Zod's output type is not Prisma's JSON type, though every payload schema describes JSON.
  const envelope: unknown = jobEnvelope(definition, owner, data);
  await recordJob(tx, id, definition, owner);
  await tx.outboxEvent.create({ data: { id, type: outboxTypeOf(definition), payload: envelope as Prisma.InputJsonValue, studioId: owner.studioId } });
  return id;
}

/**
 * An event's outbox row, its payload checked against the event's schema. Written again under the same
 * id (a retried job handing over twice), it stays one row, so its subscribers get it once.
 */
export async function writeEvent<P extends z.ZodType>(
  db: OutboxWriter,
  event: DomainEventDefinition<P>,
  id: string,
  data: z.input<P>,
  context: Omit<JobEnvelope, "data"> = { owner: null },
): Promise<void> {
  const envelope: unknown = { ...context, data: event.payload.parse(data) };
  await db.outboxEvent.createMany({
    data: [{ id, type: outboxTypeOf(event), payload: envelope as Prisma.InputJsonValue, studioId: context.owner?.studioId ?? null }],
    skipDuplicates: true,
  });
}
