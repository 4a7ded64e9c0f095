import type { ProjectChanges, ServiceDeps } from "@atelier/kit";

/** What the logistics routes that write a project's records need beyond the common connections. */
export interface LogisticsDeps extends ServiceDeps<unknown> {
  /** Told after each committed write, so the project's open pages refetch what changed. */
  changes: ProjectChanges;
}
