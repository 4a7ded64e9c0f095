import { z } from "zod";
import { requireS3Credentials, serviceConfigSchema, storageConfigFields } from "@atelier/kit";

export const authConfigSchema = serviceConfigSchema("auth")
  .extend({
    /** log2 of scrypt's N. 17 is OWASP's recommendation (128 MiB, about 0.25 s a hash); tests may go lower. */
    PASSWORD_HASH_COST: z.coerce.number().int().min(14).max(20).default(17),
  })
  // The studio's logo is kept in object storage.
  .extend(storageConfigFields)
  .superRefine(requireS3Credentials);
export type AuthConfig = z.infer<typeof authConfigSchema>;
