import type { JobWorkerDeps, ObjectStorage } from "@atelier/kit";

/** What the projects service's event subscribers and scheduled work use. */
export interface ProjectsWorkerDeps extends JobWorkerDeps {
  storage: ObjectStorage;
}
