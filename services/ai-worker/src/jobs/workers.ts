import type { Worker } from "bullmq";
import { startJobWorker, type JobHandler, type JobWorkerDeps } from "@atelier/kit";
import type { z } from "zod";
import { AI_QUEUE, extractItemsJob } from "./definitions";
import { handleExtractItems } from "./extract-items";

/** Every AI job this process handles, on the AI queue. */
export function startAiWorkers(deps: JobWorkerDeps): Worker[] {
  return [startJobWorker(AI_QUEUE, [{ definition: extractItemsJob, handle: handleExtractItems as JobHandler<z.ZodType> }], deps)];
}
