import { requireS3Credentials, serviceConfigSchema, storageConfigFields, type ObjectStorage, type ServiceDeps } from "@atelier/kit";
import { z } from "zod";

/** The portal service signs read URLs of the project's images, so it reads object storage's settings too. */
export const portalConfigSchema = serviceConfigSchema("portal")
  .extend(storageConfigFields)
  .extend({
    /** Where clients reach the app ("https://studio.example.com"); unset, a link takes the origin the designer's browser used. */
    PUBLIC_URL: z.url().optional(),
  })
  .superRefine(requireS3Credentials);
export type PortalConfig = z.infer<typeof portalConfigSchema>;

export interface PortalDeps extends ServiceDeps<PortalConfig> {
  storage: ObjectStorage;
}
