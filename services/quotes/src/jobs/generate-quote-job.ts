import type { GeneratedQuoteResult, generateQuoteJob } from "@atelier/contracts";
import type { JobContext } from "@atelier/kit";
import type { z } from "zod";
import { generateQuote } from "../generation/generate-quote";
import type { QuotesWorkerDeps } from "./worker-deps";

/** The "generate-quote" job: its progress reaches the designer who started it and the project's open pages. */
export function runGenerateQuote(deps: QuotesWorkerDeps): (payload: z.infer<typeof generateQuoteJob.payload>, context: JobContext) => Promise<GeneratedQuoteResult> {
  return ({ projectId }, context) => generateQuote(deps, { jobId: context.jobId, owner: context.owner, projectId }, (percent, stage) => context.progress(percent, stage));
}
