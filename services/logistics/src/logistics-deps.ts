import type { ObjectStorage, OutboxRelay, ProjectChanges, ServiceDeps } from "@atelier/kit";
import type { LogisticsConfig } from "./config";

/** What the logistics routes that write a project's records need beyond the common connections. */
export interface LogisticsDeps extends ServiceDeps<LogisticsConfig> {
  /** Told after each committed write, so the project's open pages refetch what changed. */
  changes: ProjectChanges;
  /** Woken after a change commits the events it writes. */
  outbox: OutboxRelay;
  /** Where signatures and documents are kept. */
  storage: ObjectStorage;
}
