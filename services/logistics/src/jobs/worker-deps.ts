import type { JobWorkerDeps, ProjectChanges } from "@atelier/kit";

/** What the logistics service's event subscribers and scheduled work use. */
export interface LogisticsWorkerDeps extends JobWorkerDeps {
  /** Told after a subscriber's write commits, so the project's open pages refetch what changed. */
  changes: ProjectChanges;
}
