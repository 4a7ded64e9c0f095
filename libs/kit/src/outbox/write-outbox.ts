import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { outboxTypeOf, type DomainEventDefinition, type JobDefinition } from "@atelier/contracts";
import type { JobState, Prisma } from "@atelier/db";
import { jobEnvelope, recordJob, type JobEnvelope, type JobOwner } from "../jobs";
import { noteOutboxWrite } from "./outbox-commits";

export type OutboxWriter = Pick<Prisma.TransactionClient, "outboxEvent">;

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
  return writeJob(tx, definition, owner, data, id, null);
}

async function writeJob<P extends z.ZodType>(
  tx: Prisma.TransactionClient,
  definition: JobDefinition<P>,
  owner: JobOwner,
  data: z.input<P>,
  id: string,
  exclusiveKey: string | null,
): Promise<string> {
  // Zod's output type is not Prisma's JSON type, though every payload schema describes JSON.
  const envelope: unknown = jobEnvelope(definition, owner, data);
  await recordJob(tx, id, definition, owner, exclusiveKey);
  await tx.outboxEvent.create({ data: { id, type: outboxTypeOf(definition), payload: envelope as Prisma.InputJsonValue, studioId: owner.studioId } });
  noteOutboxWrite(tx);
  return id;
}

/** Job states in which a job may still do its work. */
const UNFINISHED: JobState[] = ["waiting", "active", "delayed"];

/**
 * Inside the transaction of the change that starts it: starts the job, unless a job of the same `key` (what only
 * one job at a time may work on, e.g. `send-quote:<quote id>`) is waiting or running, and answers that one's id
 * instead. The caller holds the lock that orders two such starts (the row lock of the record the key names), so
 * the second sees the first's record: two tabs sending one quote start one send.
 */
export async function startExclusiveJobInTransaction<P extends z.ZodType>(
  tx: Prisma.TransactionClient,
  definition: JobDefinition<P>,
  owner: JobOwner,
  data: z.input<P>,
  key: string,
): Promise<string> {
  const unfinished = await tx.jobRecord.findFirst({ where: { exclusiveKey: key, state: { in: UNFINISHED } }, select: { id: true } });
  return unfinished?.id ?? writeJob(tx, definition, owner, data, randomUUID(), key);
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
  noteOutboxWrite(db);
}
