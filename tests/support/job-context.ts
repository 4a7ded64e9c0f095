import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { DomainEventDefinition } from "@atelier/contracts";
import { actAs, HANDED_OVER, jobActor, type JobContext, type JobOwner } from "@atelier/kit";

export interface CapturingContext extends JobContext {
  /** What the handler handed over, in order, as the worker host would have written it to the outbox. */
  handedOver: Array<{ event: string; data: unknown }>;
}

/** A job's context for calling a handler directly: progress goes to `onProgress`, and hand-overs are kept for the test to deliver. */
export function capturingContext(owner: JobOwner, onProgress: (percent: number, stage?: string) => Promise<void> = async () => {}, jobId: string = randomUUID()): CapturingContext {
  const handedOver: CapturingContext["handedOver"] = [];
  return {
    jobId,
    owner,
    lastAttempt: true,
    handedOver,
    progress: onProgress,
    async handOver<P extends z.ZodType>(event: DomainEventDefinition<P>, data: z.input<P>) {
      handedOver.push({ event: event.name, data: event.payload.parse(data) });
      return HANDED_OVER;
    },
  };
}

/** A job's handler called as the worker host calls it: its changes are its owner's (or, with none, Atelier's). */
export const asTheWorkerRuns =
  <P, R>(job: string, handle: (payload: P, context: JobContext) => Promise<R>) =>
  (payload: P, context: JobContext): Promise<R> =>
    actAs(jobActor(context.owner, job), () => handle(payload, context));
