import type { ObjectStorage, ServiceDeps, UploadQuota } from "@atelier/kit";
import type { AiServiceConfig } from "../config";

/** What the AI service's routes work with: they store what they are given and start the work through the outbox. */
export interface AiRouteDeps extends ServiceDeps<AiServiceConfig> {
  storage: ObjectStorage;
  quota: UploadQuota;
}
