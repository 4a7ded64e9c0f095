import type { generateQuoteJob } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { generateQuote } from "../generation/generate-quote";
import type { QuotesWorkerDeps } from "./worker-deps";

/** The "generate-quote" job: its progress reaches the designer who started it and the project's open pages. */
export function runGenerateQuote(deps: QuotesWorkerDeps): JobHandler<typeof generateQuoteJob.payload> {
  return ({ projectId }, context) => generateQuote(deps, { jobId: context.jobId, owner: context.owner, projectId }, (percent, stage) => context.progress(percent, stage));
}
