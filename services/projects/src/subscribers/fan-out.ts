import type { z } from "zod";
import type { JobHandler } from "@atelier/kit";

/**
 * Several reactions of this service to one event: a service has one subscription per event, so they run as
 * one job, one after the other. A retry runs all of them again, so each must be idempotent on its own.
 */
export function allOf<P extends z.ZodType>(...handlers: JobHandler<P>[]): JobHandler<P> {
  return async (payload, context) => {
    const results: unknown[] = [];
    for (const handle of handlers) results.push(await handle(payload, context));
    return results;
  };
}
