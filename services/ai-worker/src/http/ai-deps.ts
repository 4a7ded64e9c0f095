import type { ObjectStorage, Queues, ServiceDeps, UploadQuota } from "@atelier/kit";
import type { AiServiceConfig } from "../config";

/** What the AI service's routes work with: they store what they are given and queue the work. */
export interface AiRouteDeps extends ServiceDeps<AiServiceConfig> {
  storage: ObjectStorage;
  queues: Queues;
  quota: UploadQuota;
}
