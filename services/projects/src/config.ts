import { mailConfigFields, outboxConfigFields, requireS3Credentials, serviceConfigSchema, storageConfigFields, workerConfigSchema, type ObjectStorage, type ProjectChanges, type Queues, type ServiceDeps, type UploadQuota } from "@atelier/kit";
import { z } from "zod";

export const projectsConfigSchema = serviceConfigSchema("projects").extend(storageConfigFields).extend(outboxConfigFields).superRefine(requireS3Credentials);
export type ProjectsConfig = z.infer<typeof projectsConfigSchema>;

/**
 * A worker process of the projects service: its event subscribers and housekeeping. It mails notifications,
 * with a link on PUBLIC_URL (the origin designers open the app on) when that is set.
 */
export const projectsWorkerConfigSchema = workerConfigSchema
  .extend(storageConfigFields)
  .extend({ ...mailConfigFields, PUBLIC_URL: z.url().optional() })
  .superRefine(requireS3Credentials);
export type ProjectsWorkerConfig = z.infer<typeof projectsWorkerConfigSchema>;

/** What every route that writes a project's records needs beyond the common connections. */
export interface ProjectsDeps<C = unknown> extends ServiceDeps<C> {
  /** Told after each committed write, so the project's open pages refetch what changed. */
  changes: ProjectChanges;
}

/** What the routes that keep files need besides. */
export interface MediaDeps extends ProjectsDeps<ProjectsConfig> {
  storage: ObjectStorage;
  queues: Queues;
  quota: UploadQuota;
}
