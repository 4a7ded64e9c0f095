import type { ServiceDeps } from "./boot";
import { Queues } from "./jobs";
import { runServiceOutbox } from "./outbox";
import { createProjectChanges, type ProjectChanges } from "./project-changes";
import { createObjectStorage, type ObjectStorage, type StorageConfig } from "./storage";

/** What the routes of a service that changes a project's records use besides the service's connections. */
export interface RouteDeps<C> extends ServiceDeps<C> {
  /** Told after each committed write, so the project's open pages refetch what changed. */
  changes: ProjectChanges;
  queues: Queues;
  storage: ObjectStorage;
}

/** Created once, when the service declares its routes: the outbox's relay runs in the service's process and stops with it. */
export function routeDeps<C extends StorageConfig & { OUTBOX_POLL_MS: number }>(service: ServiceDeps<C>): RouteDeps<C> {
  const queues = new Queues(service.redis);
  runServiceOutbox(service, queues);
  return {
    ...service,
    changes: createProjectChanges(service.redis, service.logger),
    queues,
    storage: createObjectStorage(service.config),
  };
}
