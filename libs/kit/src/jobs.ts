import { Queue, type JobsOptions } from "bullmq";
import type { z } from "zod";
import type { JobDefinition } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import type { Redis } from "ioredis";

/** Whose job it is: progress goes to the user's and the project's rooms, and only the studio may read it. */
export interface JobOwner {
  studioId: string;
  userId: string | null;
  projectId: string | null;
}

export interface JobEnvelope<T = unknown> {
  /** Null for scheduled work and events no one follows: they have no record. */
  owner: JobOwner | null;
  data: T;
  /** Set on an event that carries on a job another service began: the record it reports into, and that job's name. */
  continues?: { jobId: string; name: string };
}

const BACKOFF_MS = 1_000;

/** How BullMQ keeps and retries a job of this kind, whether queued by hand or by a scheduler. */
export function jobOptions(definition: JobDefinition): JobsOptions {
  return {
    attempts: definition.attempts,
    backoff: { type: "exponential", delay: BACKOFF_MS },
    removeOnComplete: { age: 24 * 3600 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

/** One BullMQ queue per name for this process, sharing one connection. */
export class Queues {
  private readonly queues = new Map<string, Queue>();

  constructor(private readonly connection: Redis) {}

  get(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}

/** What the job's worker receives, its payload checked against the registry. */
export function jobEnvelope<P extends z.ZodType>(definition: JobDefinition<P>, owner: JobOwner, data: z.input<P>): JobEnvelope<z.output<P>> {
  return { owner: ownerOnly(owner), data: definition.payload.parse(data) };
}

/** The record GET /api/jobs/:id answers from, under the id the job is queued with. */
export async function recordJob(db: Pick<PrismaClient, "jobRecord">, id: string, definition: JobDefinition, owner: JobOwner, exclusiveKey: string | null = null): Promise<void> {
  await db.jobRecord.create({ data: { id, queue: definition.queue, name: definition.name, bullmqJobId: id, ...ownerOnly(owner), exclusiveKey } });
}

/** The owner's own fields, whatever else the value handed over carries (a caller passed as the owner has a role too). */
const ownerOnly = ({ userId, studioId, projectId }: JobOwner): JobOwner => ({ userId, studioId, projectId });
