import { z } from "zod";
import { mailConfigFields, outboxConfigFields, requireS3Credentials, serviceConfigSchema, storageConfigFields, workerConfigSchema } from "@atelier/kit";

export const authConfigSchema = serviceConfigSchema("auth")
  .extend({
    /** log2 of scrypt's N. 17 is OWASP's recommendation (128 MiB, about 0.25 s a hash); tests may go lower. */
    PASSWORD_HASH_COST: z.coerce.number().int().min(14).max(20).default(17),
  })
  // The studio's logo and the designers' photos are kept in object storage.
  .extend(storageConfigFields)
  // A forgotten password's mail is a job, started through the outbox.
  .extend(outboxConfigFields)
  .superRefine(requireS3Credentials);
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** A worker process of the auth service: it mails password reset links. */
export const authWorkerConfigSchema = workerConfigSchema.extend(mailConfigFields);
export type AuthWorkerConfig = z.infer<typeof authWorkerConfigSchema>;
