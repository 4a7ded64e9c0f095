import { outboxConfigFields, requireS3Credentials, serviceConfigSchema, storageConfigFields, workerConfigSchema, type ObjectStorage, type OutboxRelay, type Queues, type ServiceDeps, type UploadQuota } from "@atelier/kit";
import type { z } from "zod";

export const projectsConfigSchema = serviceConfigSchema("projects").extend(storageConfigFields).extend(outboxConfigFields).superRefine(requireS3Credentials);
export type ProjectsConfig = z.infer<typeof projectsConfigSchema>;

/** A worker process of the projects service: its event subscribers and housekeeping. */
export const projectsWorkerConfigSchema = workerConfigSchema.extend(storageConfigFields).superRefine(requireS3Credentials);

/** What the routes that keep files need beyond the common connections. */
export interface MediaDeps extends ServiceDeps<ProjectsConfig> {
  storage: ObjectStorage;
  queues: Queues;
  /** Woken after a change commits the jobs it starts. */
  outbox: OutboxRelay;
  quota: UploadQuota;
}
