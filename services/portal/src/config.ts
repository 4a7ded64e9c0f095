import { outboxConfigFields, requireS3Credentials, serviceConfigSchema, storageConfigFields, type ObjectStorage, type ServiceDeps } from "@atelier/kit";
import type { z } from "zod";

/** The portal service signs read URLs of the project's images, so it reads object storage's settings too, and it writes events. */
export const portalConfigSchema = serviceConfigSchema("portal")
  .extend(storageConfigFields)
  .extend(outboxConfigFields)
  .superRefine(requireS3Credentials);
export type PortalConfig = z.infer<typeof portalConfigSchema>;

export interface PortalDeps extends ServiceDeps<PortalConfig> {
  storage: ObjectStorage;
}
