import type { JobWorkerDeps, ProjectChanges } from "@atelier/kit";

/** What the quotes service's jobs and scheduled work use. */
export interface QuotesWorkerDeps extends JobWorkerDeps {
  /** Told after a job's write commits, so the project's open pages refetch its quotes. */
  changes: ProjectChanges;
}
