import type { JobWorkerDeps, ObjectStorage, ProjectChanges } from "@atelier/kit";

/** What the projects service's event subscribers and scheduled work use. */
export interface ProjectsWorkerDeps extends JobWorkerDeps {
  storage: ObjectStorage;
  /** Told after a subscriber's write commits, so the project's open pages refetch what changed. */
  changes: ProjectChanges;
}
